import * as v from 'valibot';
import { IdSchema, TimestampSchema } from './common';
import { AnswerMapSchema, ReleasedKeySchema } from './question';

/** A saved step of a course lesson, within an enrollment (spec section 3). */
export const StepResponseSchema = v.object({
  id: IdSchema,
  /** Answers keyed by questionId; isCorrect is filled in by the server. */
  response: AnswerMapSchema,
  /** The learner has moved past the step once (first Next or Check). */
  attempt: v.boolean(),
  lesson_step: IdSchema,
  /** Answers are final and revealed; the step is read-only from now on. */
  submitted: v.boolean(),
  /** The enrollment id. */
  user_course: IdSchema,
  /** The step's key, sent once it is due (a checked practice step); null before. */
  answer_key: v.optional(v.nullable(ReleasedKeySchema), null),
});
export type StepResponse = v.InferOutput<typeof StepResponseSchema>;

/** Body of POST /api/course-response/{enrollId}. */
export const StepResponseCreateSchema = v.object({
  lesson_step: IdSchema,
  response: AnswerMapSchema,
  attempt: v.optional(v.boolean(), true),
  submitted: v.optional(v.boolean(), false),
});
export type StepResponseCreate = v.InferInput<typeof StepResponseCreateSchema>;

/** Body of PUT /api/course-response/{enrollId}/{stepId}. */
export const StepResponseUpdateSchema = v.object({
  response: AnswerMapSchema,
  attempt: v.optional(v.boolean(), true),
  submitted: v.optional(v.boolean(), false),
});
export type StepResponseUpdate = v.InferInput<typeof StepResponseUpdateSchema>;

/** A lesson opened outside a course (activities, tasks), per user. */
export const UserLessonSchema = v.object({
  id: IdSchema,
  lesson: IdSchema,
  user: IdSchema,
  is_completed: v.boolean(),
  created_at: TimestampSchema,
  modified: TimestampSchema,
});
export type UserLesson = v.InferOutput<typeof UserLessonSchema>;

/** Body of POST /api/user-lessons/. */
export const UserLessonCreateSchema = v.object({
  lesson: IdSchema,
  is_completed: v.optional(v.boolean(), false),
});
export type UserLessonCreate = v.InferInput<typeof UserLessonCreateSchema>;

/** Body of PUT /api/user-lessons/{id}/. */
export const UserLessonUpdateSchema = v.object({ is_completed: v.boolean() });
export type UserLessonUpdate = v.InferInput<typeof UserLessonUpdateSchema>;

export const UserLessonStepSchema = v.object({
  id: IdSchema,
  user_lesson: IdSchema,
  lesson_step: IdSchema,
  response: AnswerMapSchema,
  attempt: v.boolean(),
  submitted: v.boolean(),
  modified: TimestampSchema,
  /** The step's key, sent once it is due (a checked practice step); null before. */
  answer_key: v.optional(v.nullable(ReleasedKeySchema), null),
});
export type UserLessonStep = v.InferOutput<typeof UserLessonStepSchema>;

/** Body of POST /api/user-lessons/{id}/steps/. */
export const UserLessonStepCreateSchema = StepResponseCreateSchema;
export type UserLessonStepCreate = v.InferInput<typeof UserLessonStepCreateSchema>;

/** Body of PUT /api/user-lessons/{id}/steps/{stepId}/. */
export const UserLessonStepUpdateSchema = StepResponseUpdateSchema;
export type UserLessonStepUpdate = v.InferInput<typeof UserLessonStepUpdateSchema>;
