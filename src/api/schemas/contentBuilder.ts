import * as v from 'valibot';
import { IdSchema, TimestampSchema } from './common';
import { ActivitySchema } from './dataset';

export const REVIEW_STATUSES = ['draft', 'in_review', 'published'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The kinds of content a teacher builds (spec section 1's display names). */
export const ACTIVITY_TYPES = ['Activity', 'Task', 'Practice', 'Assessment'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Longest markup of one step (the same bound as an activity's content). */
export const STEP_SOURCE_MAX = 100_000;
/** Most steps an activity may have. */
export const STEPS_MAX = 50;
export const ACTIVITY_TITLE_MAX = 200;

const TitleSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Enter a title'),
  v.maxLength(ACTIVITY_TITLE_MAX, `A title has at most ${ACTIVITY_TITLE_MAX} characters`),
);

/** Body of POST /api/content-builder/activity/submit-review/. */
export const ActivityReviewPayloadSchema = v.object({ id: IdSchema });
export type ActivityReviewPayload = v.InferInput<typeof ActivityReviewPayloadSchema>;

export const ActivityReviewResultSchema = v.object({
  success: v.boolean(),
  status: v.picklist(REVIEW_STATUSES),
});
export type ActivityReviewResult = v.InferOutput<typeof ActivityReviewResultSchema>;

/** Body of POST /api/content-builder/activity/ (docs/api.md): a new, empty activity. */
export const ActivityCreatePayloadSchema = v.strictObject({
  activity_title: TitleSchema,
  activity_type: v.picklist(ACTIVITY_TYPES, 'Choose Activity, Task, Practice or Assessment'),
  /** The dataset its data-tool steps open; optional. */
  dataset: v.optional(v.nullable(IdSchema), null),
});
export type ActivityCreatePayload = v.InferInput<typeof ActivityCreatePayloadSchema>;
export type ActivityCreate = v.InferOutput<typeof ActivityCreatePayloadSchema>;

/**
 * One step as the builder writes it. `id` is null for a step the server has not stored yet;
 * the left pane shows the left content or, with `data_tool`, the activity's dataset.
 */
export const BuilderStepPayloadSchema = v.strictObject({
  id: v.nullable(IdSchema),
  content: v.pipe(v.string(), v.maxLength(STEP_SOURCE_MAX)),
  left_content: v.pipe(v.string(), v.maxLength(STEP_SOURCE_MAX)),
  data_tool: v.boolean(),
});
export type BuilderStepPayload = v.InferInput<typeof BuilderStepPayloadSchema>;

/**
 * Body of PATCH /api/content-builder/activity/{id}: any subset of these fields. `steps` is the
 * whole ordered list (steps left out are deleted). `version` is the version the change was made
 * on: when the activity has changed since, the server answers 409 with the current activity.
 */
export const ActivityUpdatePayloadSchema = v.strictObject({
  activity_title: v.optional(TitleSchema),
  activity_type: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
  source: v.optional(v.pipe(v.string(), v.maxLength(200))),
  content: v.optional(v.pipe(v.string(), v.maxLength(STEP_SOURCE_MAX))),
  steps: v.optional(v.pipe(v.array(BuilderStepPayloadSchema), v.maxLength(STEPS_MAX))),
  version: v.optional(IdSchema),
});
export type ActivityUpdatePayload = v.InferInput<typeof ActivityUpdatePayloadSchema>;

export const BuilderStepSchema = v.object({
  id: v.nullable(IdSchema),
  content: v.string(),
  left_content: v.string(),
  data_tool: v.boolean(),
});
export type BuilderStep = v.InferOutput<typeof BuilderStepSchema>;

/** An activity as the content builder edits it. */
export const BuilderActivitySchema = v.object({
  ...ActivitySchema.entries,
  content: v.string(),
  review_status: v.picklist(REVIEW_STATUSES),
  /** Goes up by one with every change; sent back with the next PATCH. */
  version: v.optional(IdSchema, 1),
  /** The lesson students play; null until the first steps are saved. */
  lesson: v.optional(v.nullable(v.object({ id: IdSchema, slug: v.string() })), null),
  dataset: v.optional(
    v.nullable(
      v.object({
        id: IdSchema,
        dataset_name: v.string(),
        /** Attribute (column) ids and names, for the source editor's suggestions. */
        attributes: v.array(v.object({ id: v.string(), name: v.string() })),
      }),
    ),
    null,
  ),
  steps: v.optional(v.array(BuilderStepSchema), []),
});
export type BuilderActivity = v.InferOutput<typeof BuilderActivitySchema>;

/** GET /api/content-builder/activity/: the teacher's own activities, newest first. */
export const BuilderActivitySummarySchema = v.object({
  id: IdSchema,
  activity_title: v.string(),
  activity_type: v.string(),
  review_status: v.picklist(REVIEW_STATUSES),
  modified_at: TimestampSchema,
  step_count: v.number(),
});
export type BuilderActivitySummary = v.InferOutput<typeof BuilderActivitySummarySchema>;
export const BuilderActivityListSchema = v.array(BuilderActivitySummarySchema);

/** The 409 body of a PATCH made on an older version. */
export const ACTIVITY_CONFLICT_CODE = 'activity_conflict';
export const ActivityConflictSchema = v.object({
  detail: v.string(),
  code: v.literal(ACTIVITY_CONFLICT_CODE),
  activity: BuilderActivitySchema,
});
export type ActivityConflict = v.InferOutput<typeof ActivityConflictSchema>;
