import * as v from 'valibot';

/** GET /api/course-dataset/{id}/keywords/: the dataset's vocabulary. */
export const VocabularyItemSchema = v.object({ keyword: v.string(), keyword_details: v.string() });
export type VocabularyItem = v.InferOutput<typeof VocabularyItemSchema>;
export const VocabularySchema = v.array(VocabularyItemSchema);

/**
 * GET /api/lookup/keyword/{id}/: `data` is the definition markup. It may start with the AI
 * marker line `::ai{model="..." type=keyword}`.
 */
export const KeywordDefinitionSchema = v.object({ data: v.string() });
