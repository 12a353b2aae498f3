import * as v from '@courses/runtime/valibot';

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const ReadingBarProps = v.strictObject({
  /** CSS selector of the content to read aloud and resize. */
  contentSelector: v.optional(v.string(), 'main'),
});
export type ReadingBarProps = v.InferOutput<typeof ReadingBarProps>;
