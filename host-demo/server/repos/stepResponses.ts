import type { AnswerMap, ReleasedKey } from '../../../src/api/schemas/question';
import type { StepResponse, UserLessonStep } from '../../../src/api/schemas/stepResponse';
import type { Db } from '../db/openDatabase';
import { bool, parseJson } from '../db/json';

export interface CourseResponseRow {
  id: number;
  enrollment_id: number;
  lesson_step_id: number;
  response: string;
  attempt: number;
  submitted: number;
  modified: string;
}

export interface UserLessonStepRow {
  id: number;
  user_lesson_id: number;
  lesson_step_id: number;
  response: string;
  attempt: number;
  submitted: number;
  modified: string;
}

export function findCourseResponse(
  db: Db,
  enrollmentId: number,
  stepId: number,
): CourseResponseRow | undefined {
  return db
    .prepare('SELECT * FROM course_responses WHERE enrollment_id = ? AND lesson_step_id = ?')
    .get(enrollmentId, stepId) as CourseResponseRow | undefined;
}

/**
 * The stored answers as a learner may see them: with their verdicts and the step's key once
 * the key is released (`answerKey` not null), without the verdicts before.
 */
function visibleAnswers(stored: string, answerKey: ReleasedKey | null): AnswerMap {
  const answers = parseJson<AnswerMap>(stored, {});
  if (answerKey) return answers;
  const hidden: AnswerMap = {};
  for (const [questionId, answer] of Object.entries(answers)) {
    hidden[questionId] = { ...answer, isCorrect: null };
  }
  return hidden;
}

export function toApiStepResponse(
  row: CourseResponseRow,
  answerKey: ReleasedKey | null,
): StepResponse {
  return {
    id: row.id,
    response: visibleAnswers(row.response, answerKey),
    attempt: bool(row.attempt),
    lesson_step: row.lesson_step_id,
    submitted: bool(row.submitted),
    user_course: row.enrollment_id,
    answer_key: answerKey,
  };
}

export function findUserLessonStep(
  db: Db,
  userLessonId: number,
  stepId: number,
): UserLessonStepRow | undefined {
  return db
    .prepare('SELECT * FROM user_lesson_steps WHERE user_lesson_id = ? AND lesson_step_id = ?')
    .get(userLessonId, stepId) as UserLessonStepRow | undefined;
}

export function toApiUserLessonStep(
  row: UserLessonStepRow,
  answerKey: ReleasedKey | null,
): UserLessonStep {
  return {
    id: row.id,
    user_lesson: row.user_lesson_id,
    lesson_step: row.lesson_step_id,
    response: visibleAnswers(row.response, answerKey),
    attempt: bool(row.attempt),
    submitted: bool(row.submitted),
    modified: row.modified,
    answer_key: answerKey,
  };
}

/** The user's saved answers to a step of a lesson taken outside a course (a user lesson). */
export function findUserLessonStepFor(
  db: Db,
  userId: number,
  lessonId: number,
  stepId: number,
): UserLessonStepRow | undefined {
  return db
    .prepare(
      `SELECT uls.* FROM user_lesson_steps uls JOIN user_lessons ON user_lessons.id = uls.user_lesson_id
       WHERE user_lessons.user_id = ? AND user_lessons.lesson_id = ? AND uls.lesson_step_id = ?`,
    )
    .get(userId, lessonId, stepId) as UserLessonStepRow | undefined;
}

/**
 * Where a step's answers are kept: course responses of an enrollment, or the steps of a user
 * lesson for a lesson played outside a course. Fixed names, never from a request.
 */
const ANSWER_TABLES = {
  course: { table: 'course_responses', owner: 'enrollment_id' },
  userLesson: { table: 'user_lesson_steps', owner: 'user_lesson_id' },
} as const;

export type AnswerOwner = { kind: keyof typeof ANSWER_TABLES; ownerId: number };

/** Creates or updates a step's stored answers; once attempted, a step stays attempted. */
export function upsertStepAnswers(
  db: Db,
  where: AnswerOwner,
  stepId: number,
  stored: { response: string; attempt: boolean; submitted: boolean; modified: string },
): void {
  const { table, owner } = ANSWER_TABLES[where.kind];
  db.prepare(
    `INSERT INTO ${table} (${owner}, lesson_step_id, response, attempt, submitted, modified)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (${owner}, lesson_step_id) DO UPDATE SET response = excluded.response,
       attempt = MAX(attempt, excluded.attempt), submitted = excluded.submitted,
       modified = excluded.modified`,
  ).run(
    where.ownerId,
    stepId,
    stored.response,
    stored.attempt ? 1 : 0,
    stored.submitted ? 1 : 0,
    stored.modified,
  );
}
