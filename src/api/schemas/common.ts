import * as v from 'valibot';

/** Every error body the server sends: Django REST framework's `{ detail }`. */
export const ErrorBodySchema = v.object({ detail: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export { IdSchema } from './id';

/** Timestamps are ISO 8601 strings. */
export const TimestampSchema = v.string();

/** `{ success }` answers of action endpoints (revoke, e-mail share, CSV update…). */
export const SuccessSchema = v.object({ success: v.boolean() });
export type Success = v.InferOutput<typeof SuccessSchema>;

/**
 * Dataset metadata and its history snapshots: flat key/value pairs, so two snapshots can be
 * compared key by key.
 */
export const MetadataSchema = v.record(
  v.string(),
  v.nullable(v.union([v.string(), v.number(), v.boolean()])),
);
export type Metadata = v.InferOutput<typeof MetadataSchema>;
