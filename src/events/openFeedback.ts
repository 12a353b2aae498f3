import { sendEvent } from './eventMap';

/**
 * The window event that opens the feedback dialog from anywhere on the page, e.g. the lesson
 * player's footer Feedback link:
 *
 * ```ts
 * window.dispatchEvent(
 *   new CustomEvent('courses:open-feedback', { detail: { title, content, left_content } }),
 * );
 * ```
 *
 * - `detail` names what the feedback is about; every field is optional (missing ones are
 *   empty) and unknown keys are refused with a console error. It replaces the slot's props for
 *   that opening.
 * - A mounted feedback-dialog widget answers from its mount on; the dialog opens only for a
 *   teacher (spec section 6), once the user is known, and for anyone else nothing happens.
 * - One event opens one dialog: the first widget that answers stops the event from reaching
 *   later window listeners, so a page with two feedback-dialog slots never stacks two dialogs.
 * - Focus returns to whatever had it when the event was dispatched (the link) once the dialog
 *   closes.
 *
 * It lives in the runtime so any widget (or a host page script) can open the dialog without
 * depending on the feedback widget's code.
 */
export const OPEN_FEEDBACK_EVENT = 'courses:open-feedback';

export interface OpenFeedbackDetail {
  title?: string;
  content?: string;
  left_content?: string;
}

/** Opens the feedback dialog about `detail`, as documented above. */
export function openFeedbackDialog(detail: OpenFeedbackDetail = {}): void {
  sendEvent(window, OPEN_FEEDBACK_EVENT, detail);
}
