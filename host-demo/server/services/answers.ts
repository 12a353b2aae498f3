import type { AnswerMap } from '../../../src/api/schemas/question';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { gradeAnswer, readStepQuestions } from '../../../src/markup/questions';
import type { StepRow } from '../repos/lessons';
import { isImageDataUrl, isOwnPlotImage, recordPlotImage, saveImageDataUrl } from './mediaStore';

export interface AnswerWriter {
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
      const file = saveImageDataUrl(writer.mediaDir, 'plots', answer.preview);
      recordPlotImage(
        writer.db,
        writer.userId,
        { a: 'answer', b: String(step.id) },
        file,
        nowIso(),
      );
      answer.preview = file;
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

/**
 * Where a step's answers are kept: course responses of an enrollment, or the steps of a user
 * lesson for a lesson played outside a course. Fixed names, never from a request.
 */
const ANSWER_TABLES = {
  course: { table: 'course_responses', owner: 'enrollment_id' },
  userLesson: { table: 'user_lesson_steps', owner: 'user_lesson_id' },
} as const;

/**
 * Stores a step's prepared and graded answers, creating the row or updating it; once
 * attempted, a step stays attempted.
 */
export function storeStepAnswers(
  writer: AnswerWriter,
  where: { kind: keyof typeof ANSWER_TABLES; ownerId: number },
  step: StepRow,
  payload: StepWrite,
): void {
  const { table, owner } = ANSWER_TABLES[where.kind];
  writer.db
    .prepare(
      `INSERT INTO ${table} (${owner}, lesson_step_id, response, attempt, submitted, modified)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (${owner}, lesson_step_id) DO UPDATE SET response = excluded.response,
         attempt = MAX(attempt, excluded.attempt), submitted = excluded.submitted,
         modified = excluded.modified`,
    )
    .run(
      where.ownerId,
      step.id,
      JSON.stringify(prepareAnswers(writer, step, payload.response)),
      payload.attempt ? 1 : 0,
      payload.submitted ? 1 : 0,
      nowIso(),
    );
}
