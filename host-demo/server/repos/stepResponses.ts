import type { AnswerMap } from '../../../src/api/schemas/question';
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

export function toApiStepResponse(row: CourseResponseRow): StepResponse {
  return {
    id: row.id,
    response: parseJson<AnswerMap>(row.response, {}),
    attempt: bool(row.attempt),
    lesson_step: row.lesson_step_id,
    submitted: bool(row.submitted),
    user_course: row.enrollment_id,
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

export function toApiUserLessonStep(row: UserLessonStepRow): UserLessonStep {
  return {
    id: row.id,
    user_lesson: row.user_lesson_id,
    lesson_step: row.lesson_step_id,
    response: parseJson<AnswerMap>(row.response, {}),
    attempt: bool(row.attempt),
    submitted: bool(row.submitted),
    modified: row.modified,
  };
}
