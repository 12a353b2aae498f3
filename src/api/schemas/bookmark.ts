import * as v from 'valibot';
import { IdSchema, TimestampSchema } from './common';

export const BOOKMARK_OBJECT_TYPES = ['lesson'] as const;

/** Body of POST /api/bookmark/ (spec section 3). */
export const BookmarkPayloadSchema = v.object({
  object_type: v.picklist(BOOKMARK_OBJECT_TYPES),
  object_id: IdSchema,
});
export type BookmarkPayload = v.InferInput<typeof BookmarkPayloadSchema>;

export const BookmarkSchema = v.object({
  id: IdSchema,
  object_type: v.picklist(BOOKMARK_OBJECT_TYPES),
  object_id: IdSchema,
  created_at: TimestampSchema,
});
export type Bookmark = v.InferOutput<typeof BookmarkSchema>;
export const BookmarkListSchema = v.array(BookmarkSchema);
