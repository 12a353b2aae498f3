import type { AnswerMap } from '../../../src/api/schemas/question';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { gradeResponse } from '../markup/grade';
import { parseQuestions } from '../markup/parseQuestions';
import type { StepRow } from '../repos/lessons';
import { isOwnPlotImage } from '../repos/plotImages';
import { isImageDataUrl } from './mediaStore';
import { storePlotImage } from './plotImages';

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
  const questions = parseQuestions(step.content);
  const known = new Set(questions.map((question) => question.questionId));
  const kept: AnswerMap = {};
  for (const [questionId, answer] of Object.entries(response)) {
    if (known.has(questionId)) kept[questionId] = answer;
  }
  const graded = gradeResponse(questions, kept);
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
