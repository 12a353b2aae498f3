import * as v from 'valibot';
import { IdSchema, TimestampSchema } from './common';
import { LessonStepSchema } from './lessonStep';

/** Lesson types; CourseLesson and lesson both display as Lesson (spec section 1). */
export const LESSON_TYPES = [
  'lesson',
  'CourseLesson',
  'task',
  'practice',
  'datastory',
  'taskassessment',
] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

/** A content label; the slug eld-support marks English-language-development support. */
export const LabelSchema = v.object({ slug: v.string(), name: v.string() });
export type Label = v.InferOutput<typeof LabelSchema>;
export const ELD_SUPPORT_SLUG = 'eld-support';

/** The lesson fields a course listing carries (no steps). */
export const LessonSummaryEntries = {
  id: IdSchema,
  slug: v.string(),
  title: v.string(),
  lesson_type: v.picklist(LESSON_TYPES),
  is_premium: v.boolean(),
  /** Junior-edition content. */
  is_tuva_jr: v.optional(v.boolean(), false),
  labels: v.optional(v.array(LabelSchema), []),
  description: v.optional(v.string(), ''),
  /** Minutes. */
  duration: v.number(),
  modified: TimestampSchema,
  /** For the current user; always false for a visitor. */
  is_completed: v.boolean(),
  is_assessment: v.boolean(),
  step_count: v.optional(v.number(), 0),
  /** Steps the current user has answered at least once (0 for a visitor). */
  steps_done: v.optional(v.number(), 0),
};

export const LessonSummarySchema = v.object(LessonSummaryEntries);
export type LessonSummary = v.InferOutput<typeof LessonSummarySchema>;

export const LessonSchema = v.object({
  ...LessonSummaryEntries,
  steps: v.array(LessonStepSchema),
  introduction: v.optional(v.string(), ''),
  introduction_left: v.optional(v.string(), ''),
  admin_url: v.optional(v.nullable(v.string()), null),
  /** The current user's bookmark of this lesson, for DELETE /api/bookmark/{id}. */
  bookmark_id: v.optional(v.nullable(IdSchema), null),
});
export type Lesson = v.InferOutput<typeof LessonSchema>;
