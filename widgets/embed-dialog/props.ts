import * as v from 'valibot';

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const EmbedDialogProps = v.strictObject({
  /** Page to embed; the current page by default. */
  url: v.optional(v.pipe(v.string(), v.url())),
  title: v.optional(v.string(), ''),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100)), 645),
});
export type EmbedDialogProps = v.InferOutput<typeof EmbedDialogProps>;
