import * as v from 'valibot';
import { IdSchema, TimestampSchema } from './common';
import { CLASSROOM_PROVIDERS } from './sharing';

/** Body of POST /api/assignments/lesson/{id}/. */
export const AssignmentPayloadSchema = v.object({
  classroom: IdSchema,
  instructions: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  /** ISO date (YYYY-MM-DD) or null. */
  due_date: v.optional(v.nullable(v.pipe(v.string(), v.isoDate())), null),
});
export type AssignmentPayload = v.InferInput<typeof AssignmentPayloadSchema>;

export const AssignmentSchema = v.object({
  id: IdSchema,
  lesson: IdSchema,
  classroom: v.object({
    id: IdSchema,
    class_grade: v.string(),
    section: v.string(),
    provider: v.picklist(CLASSROOM_PROVIDERS),
  }),
  instructions: v.string(),
  due_date: v.nullable(v.string()),
  created_at: TimestampSchema,
  /** Set once the assignment was posted to the classroom service. */
  gassignment_id: v.nullable(v.string()),
});
export type Assignment = v.InferOutput<typeof AssignmentSchema>;
export const AssignmentListSchema = v.array(AssignmentSchema);

/**
 * POST /assignment/{provider}_stream_post/{id}/. A message starting with @ClassroomDisabled
 * means several Google accounts are signed in (spec section 8).
 */
export const StreamPostResultSchema = v.pipe(
  // Lenient like the share reply: an empty body has its own message (spec section 8).
  v.nullable(
    v.object({
      success: v.optional(v.boolean(), false),
      message: v.optional(v.nullable(v.string()), null),
      gassignment_id: v.optional(v.nullable(v.string()), null),
    }),
  ),
  v.transform((body) => ({
    success: body?.success ?? false,
    message: body?.message ?? '',
    gassignment_id: body?.gassignment_id ?? null,
  })),
);
export type StreamPostResult = v.InferOutput<typeof StreamPostResultSchema>;
export const CLASSROOM_DISABLED_PREFIX = '@ClassroomDisabled';

/** GET /api/assignments/mine/: what was assigned to the classes a student is in. */
export const StudentAssignmentSchema = v.object({
  id: IdSchema,
  lesson: v.object({
    id: IdSchema,
    slug: v.string(),
    title: v.string(),
    lesson_type: v.string(),
  }),
  classroom: v.object({ id: IdSchema, class_grade: v.string(), section: v.string() }),
  teacher: v.string(),
  instructions: v.string(),
  due_date: v.nullable(v.string()),
  created_at: TimestampSchema,
});
export type StudentAssignment = v.InferOutput<typeof StudentAssignmentSchema>;
export const StudentAssignmentListSchema = v.array(StudentAssignmentSchema);
