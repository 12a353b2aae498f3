import { sendEvent } from './eventMap';

/**
 * The window event that opens the share popup for an activity or a data story from anywhere
 * on the page, e.g. the lesson player's Share button on a data-story lesson:
 *
 * ```ts
 * window.dispatchEvent(
 *   new CustomEvent('courses:open-share', { detail: { type, id, title, url }, cancelable: true }),
 * );
 * ```
 *
 * - `type` is 'activity' or 'datastory': spec section 6 gives them the Direct Link and Email
 *   tabs only. `id` is the content's id or access_url (the short link and the e-mail name it),
 *   `url` the page to share (a root-relative path or a URL of this site), `title` its name;
 *   `isJunior` marks junior-edition content. Unknown keys are refused with a console error.
 * - A mounted dataset-popups widget answers (any of its slots, a card or a `listen` slot) and
 *   cancels the event; the first one stops it, so two slots never stack two dialogs.
 * - The sender checks the user first: a visitor's Share opens the login form instead.
 * - Focus returns to whatever had it when the event was dispatched once the dialog closes.
 */
export const OPEN_SHARE_EVENT = 'courses:open-share';

export interface OpenShareDetail {
  type: 'activity' | 'datastory';
  id: number | string;
  title: string;
  url: string;
  isJunior?: boolean;
}

/** Opens the share popup for `detail`; false when no widget on the page answered. */
export function openShareDialog(detail: OpenShareDetail): boolean {
  return sendEvent(window, OPEN_SHARE_EVENT, detail, { cancelable: true });
}
