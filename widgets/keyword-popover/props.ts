import * as v from 'valibot';

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const KeywordPopoverProps = v.strictObject({
  /** CSS selector of the content whose keyword spans open the popover; the whole page by default. */
  scope: v.optional(v.string(), 'body'),
});
export type KeywordPopoverProps = v.InferOutput<typeof KeywordPopoverProps>;
