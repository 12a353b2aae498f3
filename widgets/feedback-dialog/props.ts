import * as v from '@courses/runtime/valibot';

/** The server refuses a feedback title longer than this (docs/api.md, FeedbackPayloadSchema). */
export const FEEDBACK_TITLE_MAX = 300;

/**
 * What a piece of feedback is about. Both the slot's props and the detail of the
 * 'courses:open-feedback' event have this shape; unknown keys are refused so typos surface.
 */
export const FeedbackSubject = v.strictObject({
  /** Title of the page or lesson the feedback is about. */
  title: v.optional(v.pipe(v.string(), v.maxLength(FEEDBACK_TITLE_MAX)), ''),
  /** Raw markup of the step's content; shown to superusers and sent with the feedback. */
  content: v.optional(v.string(), ''),
  /** Raw markup of the step's left pane; shown to superusers and sent with the feedback. */
  left_content: v.optional(v.string(), ''),
});
export type FeedbackSubject = v.InferOutput<typeof FeedbackSubject>;

/**
 * Props a host page passes in the slot's JSON: the subject of the Feedback button, and whether
 * the slot shows that button. A page whose widgets carry their own Feedback link (the lesson
 * player's step footer) mounts the dialog without it: the link opens it by the page event.
 */
export const FeedbackDialogProps = v.strictObject({
  ...FeedbackSubject.entries,
  showButton: v.optional(v.boolean(), true),
});
export type FeedbackDialogProps = v.InferOutput<typeof FeedbackDialogProps>;
