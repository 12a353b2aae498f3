import type { AnswerMap } from '../../../src/api/schemas/question';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { gradeAnswer, readStepQuestions } from '../../../src/markup/questions';
import type { LessonRow, StepRow } from '../repos/lessons';
import { isOwnPlotImage } from '../repos/plotImages';
import {
  findCourseResponse,
  findUserLessonStep,
  upsertStepAnswers,
  type AnswerOwner,
  type CourseResponseRow,
  type UserLessonStepRow,
} from '../repos/stepResponses';
import type { UserRow } from '../repos/users';
import { decideAnswerWrite } from './answerWrites';
import { NotFound } from './errors';
import { isImageDataUrl } from './mediaStore';
import { storePlotImage } from './plotImages';

/** Who writes answers, with the database and media folder they go to. */
interface AnswerWriter {
  db: Db;
  mediaDir: string;
  userId: number;
}

/**
 * Prepares answers for storage: keeps only the step's own questions (anything else is a
 * client inventing keys into the stored JSON), grades them against the answer key, and
 * settles each graph preview. A preview must be a plot image this user uploaded; a data URL
 * (the client could not upload first) is checked and stored like an upload; any other
 * string (a foreign link, `javascript:`...) is dropped, since the review page shows it as
 * an image.
 */
export function prepareAnswers(
  writer: AnswerWriter,
  step: StepRow,
  response: AnswerMap,
): AnswerMap {
  const questions = new Map(
    readStepQuestions(step.content).map((question) => [question.questionId, question]),
  );
  const graded: AnswerMap = {};
  for (const [questionId, answer] of Object.entries(response)) {
    const question = questions.get(questionId);
    // The client's own verdict is not trusted: each answer is graded here.
    if (question) {
      graded[questionId] = {
        ...answer,
        isCorrect: gradeAnswer(question.type, question.answer, answer.userAnswer),
      };
    }
  }
  for (const answer of Object.values(graded)) {
    if (typeof answer.preview !== 'string') continue;
    if (isImageDataUrl(answer.preview)) {
      answer.preview = storePlotImage(
        writer.db,
        writer.mediaDir,
        writer.userId,
        { a: 'answer', b: String(step.id) },
        answer.preview,
      );
    } else if (!isOwnPlotImage(writer.db, writer.userId, answer.preview)) {
      answer.preview = null;
    }
  }
  return graded;
}

/** A step's answers as a write sends them. */
export interface StepWrite {
  response: AnswerMap;
  attempt: boolean;
  submitted: boolean;
}

/** Where answers and the images in them are stored. */
export interface AnswerStore {
  db: Db;
  mediaDir: string;
}

/** The step being answered, in its lesson, and the stored answers it has so far. */
interface StepAnswering<Row> {
  lesson: LessonRow;
  step: StepRow;
  owner: AnswerOwner;
  find: () => Row | undefined;
}

/**
 * One answer write, from the rules to the stored row: a refusal throws (services/answerWrites.ts),
 * a retried check keeps what is stored, anything else is prepared, graded and stored. With
 * `mustExist` (an update) a step with nothing saved yet is refused with that detail, after
 * the rules, so a completed assessment answers 409 even for a step it never saved.
 */
function writeAnswers<Row extends { response: string; submitted: number }>(
  store: AnswerStore,
  user: UserRow,
  at: StepAnswering<Row>,
  payload: StepWrite,
  mustExist: string | null,
): { row: Row; existed: boolean } {
  const existing = at.find();
  const decision = decideAnswerWrite(store.db, user, at.lesson, existing, payload);
  if (mustExist !== null && !existing) throw new NotFound(mustExist);
  if (decision === 'write') {
    const writer = { db: store.db, mediaDir: store.mediaDir, userId: user.id };
    upsertStepAnswers(store.db, at.owner, at.step.id, {
      response: JSON.stringify(prepareAnswers(writer, at.step, payload.response)),
      attempt: payload.attempt,
      submitted: payload.submitted,
      modified: nowIso(),
    });
  }
  const row = at.find();
  if (!row) throw new Error('step answers were not stored');
  return { row, existed: existing !== undefined };
}

/** Saves a step's answers in a course, as its enrollment's course response. */
export function saveCourseResponse(
  store: AnswerStore,
  user: UserRow,
  enrollmentId: number,
  at: { lesson: LessonRow; step: StepRow },
  payload: StepWrite,
  mode: 'create' | 'update',
): { row: CourseResponseRow; existed: boolean } {
  const find = () => findCourseResponse(store.db, enrollmentId, at.step.id);
  const owner: AnswerOwner = { kind: 'course', ownerId: enrollmentId };
  const missing = 'No response saved for this step; create it with POST first.';
  return writeAnswers(
    store,
    user,
    { ...at, owner, find },
    payload,
    mode === 'update' ? missing : null,
  );
}

/** Saves a step's answers in a lesson taken outside a course, as a user lesson step. */
export function saveUserLessonStep(
  store: AnswerStore,
  user: UserRow,
  userLessonId: number,
  at: { lesson: LessonRow; step: StepRow },
  payload: StepWrite,
  mode: 'create' | 'update',
): { row: UserLessonStepRow; existed: boolean } {
  const find = () => findUserLessonStep(store.db, userLessonId, at.step.id);
  const owner: AnswerOwner = { kind: 'userLesson', ownerId: userLessonId };
  const missing = 'No answers saved for this step; create them with POST first.';
  return writeAnswers(
    store,
    user,
    { ...at, owner, find },
    payload,
    mode === 'update' ? missing : null,
  );
}
