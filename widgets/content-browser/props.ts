import * as v from '@courses/runtime/valibot';
import { CONTENT_FILTERS } from '@courses/runtime';

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const ContentBrowserProps = v.strictObject({
  /** The list's heading. */
  title: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)), 'Browse content'),
  /** The heading's level, to fit the page's outline (the sections below it are one deeper). */
  headingLevel: v.optional(v.picklist([2, 3, 4]), 2),
  /** The filter to open with (spec section 9: jr, jr-practice); everything by default. */
  filter: v.optional(v.picklist(CONTENT_FILTERS), 'all'),
});
export type ContentBrowserProps = v.InferOutput<typeof ContentBrowserProps>;
