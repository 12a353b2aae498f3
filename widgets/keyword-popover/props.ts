import * as v from '@courses/runtime/valibot';

/** A selector the browser cannot parse would make every delegated event throw. */
function isValidSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const KeywordPopoverProps = v.strictObject({
  /** CSS selector of the content whose keyword spans open the popover; the whole page by default. */
  scope: v.optional(
    v.pipe(
      v.string(),
      v.nonEmpty('must not be empty'),
      v.check(isValidSelector, 'must be a valid CSS selector'),
    ),
    'body',
  ),
});
export type KeywordPopoverProps = v.InferOutput<typeof KeywordPopoverProps>;
