import * as v from 'valibot';
import { IdSchema } from './common';
import { LessonSummarySchema } from './lesson';

export const StartingStepSchema = v.object({
  module_slug: v.string(),
  lesson_slug: v.string(),
  step_id: IdSchema,
});
export type StartingStep = v.InferOutput<typeof StartingStepSchema>;

export const ModuleSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  title: v.string(),
  description: v.optional(v.string(), ''),
  introduction_left: v.optional(v.string(), ''),
  /** Minutes. */
  duration: v.number(),
  lessons: v.array(LessonSummarySchema),
});
export type Module = v.InferOutput<typeof ModuleSchema>;

/** Not enrolled (spec section 3). */
export const NOT_ENROLLED = 0;

/** What a course says of itself, in a listing and in full. */
const COURSE_FIELDS = {
  id: IdSchema,
  name: v.string(),
  access_url: v.string(),
  description: v.optional(v.string(), ''),
  is_premium: v.boolean(),
  is_tuva_jr: v.optional(v.boolean(), false),
  /** The current user's enrollment id, 0 when not enrolled (always 0 for a visitor). */
  enroll_id: v.number(),
};

export const CourseSchema = v.object({
  ...COURSE_FIELDS,
  /** Where a returning learner resumes; null when they have not answered anything yet. */
  starting_step: v.optional(v.nullable(StartingStepSchema), null),
  modules: v.array(ModuleSchema),
});
export type Course = v.InferOutput<typeof CourseSchema>;

/** Short form of a course for listings. */
export const CourseSummarySchema = v.object(COURSE_FIELDS);
export type CourseSummary = v.InferOutput<typeof CourseSummarySchema>;

/** Body of POST /api/courses/enroll/ (spec section 3). */
export const EnrollmentPayloadSchema = v.object({
  course: IdSchema,
  user: IdSchema,
  is_completed: v.optional(v.boolean(), false),
});
export type EnrollmentPayload = v.InferInput<typeof EnrollmentPayloadSchema>;

export const EnrollmentSchema = v.object({
  id: IdSchema,
  course: IdSchema,
  user: IdSchema,
  is_completed: v.boolean(),
});
export type Enrollment = v.InferOutput<typeof EnrollmentSchema>;
