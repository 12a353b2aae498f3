import * as v from 'valibot';

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const FeedbackDialogProps = v.strictObject({
  /** Title of the page or lesson the feedback is about. */
  title: v.optional(v.string(), ''),
  content: v.optional(v.string(), ''),
  left_content: v.optional(v.string(), ''),
});
export type FeedbackDialogProps = v.InferOutput<typeof FeedbackDialogProps>;
