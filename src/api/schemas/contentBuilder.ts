import * as v from 'valibot';
import { IdSchema } from './common';
import { ActivitySchema } from './dataset';

export const REVIEW_STATUSES = ['draft', 'in_review', 'published'] as const;

/** Body of POST /api/content-builder/activity/submit-review/. */
export const ActivityReviewPayloadSchema = v.object({ id: IdSchema });
export type ActivityReviewPayload = v.InferInput<typeof ActivityReviewPayloadSchema>;

export const ActivityReviewResultSchema = v.object({
  success: v.boolean(),
  status: v.picklist(REVIEW_STATUSES),
});
export type ActivityReviewResult = v.InferOutput<typeof ActivityReviewResultSchema>;

/** Body of PATCH /api/content-builder/activity/{id}: any subset of these fields. */
export const ActivityUpdatePayloadSchema = v.object({
  activity_title: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
  activity_type: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
  source: v.optional(v.pipe(v.string(), v.maxLength(200))),
  content: v.optional(v.pipe(v.string(), v.maxLength(100_000))),
});
export type ActivityUpdatePayload = v.InferInput<typeof ActivityUpdatePayloadSchema>;

/** An activity as the content builder edits it. */
export const BuilderActivitySchema = v.object({
  ...ActivitySchema.entries,
  content: v.string(),
  review_status: v.picklist(REVIEW_STATUSES),
});
export type BuilderActivity = v.InferOutput<typeof BuilderActivitySchema>;
