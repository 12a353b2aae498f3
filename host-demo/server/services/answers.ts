import type { AnswerMap, ReleasedKey } from '../../../src/api/schemas/question';
import type { StepResponse, UserLessonStep } from '../../../src/api/schemas/stepResponse';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { gradeAnswer, readStepQuestions } from '../../../src/markup/questions';
import type { LessonRow, StepRow } from '../repos/lessons';
import { isOwnPlotImage } from '../repos/plotImages';
import {
  findCourseResponse,
  findUserLessonStep,
  toApiStepResponse,
  toApiUserLessonStep,
  upsertStepAnswers,
  type CourseResponseRow,
  type UserLessonStepRow,
} from '../repos/stepResponses';
import type { UserRow } from '../repos/users';
import { releasedKeyFor } from './answerKeys';
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

/** Each place a step's answers are kept: its stored row, and the row as the API shows it. */
interface AnswerKinds {
  course: { row: CourseResponseRow; shown: StepResponse };
  userLesson: { row: UserLessonStepRow; shown: UserLessonStep };
}

export type AnswerKind = keyof AnswerKinds;

/** Where a step's answers are kept: which enrollment's, or which user lesson's. */
export interface AnswerPlace<K extends AnswerKind> {
  kind: K;
  ownerId: number;
}

/** How each place finds and shows a step's answers, and what an update of nothing saved says. */
const PLACES: {
  [K in AnswerKind]: {
    find: (db: Db, ownerId: number, stepId: number) => AnswerKinds[K]['row'] | undefined;
    show: (row: AnswerKinds[K]['row'], key: ReleasedKey | null) => AnswerKinds[K]['shown'];
    nothingSaved: string;
  };
} = {
  course: {
    find: findCourseResponse,
    show: toApiStepResponse,
    nothingSaved: 'No response saved for this step; create it with POST first.',
  },
  userLesson: {
    find: findUserLessonStep,
    show: toApiUserLessonStep,
    nothingSaved: 'No answers saved for this step; create them with POST first.',
  },
};

/** The step being answered, in its lesson. */
interface AnsweredStep {
  lesson: LessonRow;
  step: StepRow;
}

/** The step's saved answers as the user may see them (verdicts and key only once released). */
export function shownStepAnswers<K extends AnswerKind>(
  db: Db,
  user: UserRow | null,
  place: AnswerPlace<K>,
  at: AnsweredStep,
): AnswerKinds[K]['shown'] | undefined {
  const { find, show } = PLACES[place.kind];
  const row = find(db, place.ownerId, at.step.id);
  return row && show(row, releasedKeyFor(db, user, at.lesson, at.step));
}

/**
 * Saves a step's answers: in a course as its enrollment's course response, in a lesson taken
 * outside a course as a user lesson step. A refusal throws (services/answerWrites.ts), a
 * retried check keeps what is stored, anything else is prepared, graded and stored. An update
 * of a step with nothing saved yet is refused after the rules, so a completed assessment
 * answers 409 even for a step it never saved. Returns the answers as the user may see them.
 */
export function saveStepAnswers<K extends AnswerKind>(
  store: AnswerStore,
  user: UserRow,
  place: AnswerPlace<K>,
  at: AnsweredStep,
  payload: StepWrite,
  mode: 'create' | 'update',
): { shown: AnswerKinds[K]['shown']; existed: boolean } {
  const existing = PLACES[place.kind].find(store.db, place.ownerId, at.step.id);
  const decision = decideAnswerWrite(store.db, user, at.lesson, existing, payload);
  if (mode === 'update' && !existing) throw new NotFound(PLACES[place.kind].nothingSaved);
  if (decision === 'write') {
    const writer = { db: store.db, mediaDir: store.mediaDir, userId: user.id };
    upsertStepAnswers(store.db, place, at.step.id, {
      response: JSON.stringify(prepareAnswers(writer, at.step, payload.response)),
      attempt: payload.attempt,
      submitted: payload.submitted,
      modified: nowIso(),
    });
  }
  const shown = shownStepAnswers(store.db, user, place, at);
  if (!shown) throw new Error('step answers were not stored');
  return { shown, existed: existing !== undefined };
}
