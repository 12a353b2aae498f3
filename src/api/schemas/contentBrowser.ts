import * as v from 'valibot';
import { IdSchema } from './common';
import { LESSON_TYPES } from './lesson';

/** What the content browser lists (spec section 9): courses, activities, data stories, datasets. */
export const BROWSABLE_KINDS = ['course', 'activity', 'datastory', 'dataset'] as const;
export type BrowsableKind = (typeof BROWSABLE_KINDS)[number];

/**
 * The content filters of spec section 9: junior content (jr) and junior practices
 * (jr-practice). The server applies them; 'all' is no filter.
 */
export const CONTENT_FILTERS = ['all', 'jr', 'jr-practice'] as const;
export type ContentFilter = (typeof CONTENT_FILTERS)[number];

/**
 * Subject categories (spec section 9: default math, fallback other). A subject the product
 * does not know is listed under other.
 */
export const SUBJECT_CATEGORIES = ['math', 'science', 'social-studies', 'ela', 'other'] as const;
export type SubjectCategory = (typeof SUBJECT_CATEGORIES)[number];

/** GET /api/content-browser/: one listed item and the page it opens. */
export const ContentItemSchema = v.object({
  kind: v.picklist(BROWSABLE_KINDS),
  id: IdSchema,
  title: v.string(),
  /** The item's page on this site. */
  url: v.pipe(
    v.string(),
    v.check(
      (url) => url.startsWith('/') && !url.startsWith('//'),
      'url must be a path of this site',
    ),
  ),
  /** Activities and data stories are lessons: their lesson type names them. */
  lesson_type: v.optional(v.nullable(v.picklist(LESSON_TYPES)), null),
  is_premium: v.boolean(),
  is_tuva_jr: v.boolean(),
  /** A subject category slug; null (or one this client does not know) means other. */
  subject: v.optional(v.nullable(v.string()), null),
  /** When it was published (ISO 8601). */
  published: v.string(),
});
export type ContentItem = v.InferOutput<typeof ContentItemSchema>;
export const ContentItemListSchema = v.array(ContentItemSchema);
