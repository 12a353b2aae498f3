import { sendEvent } from './eventMap';

/**
 * The window event a widget sends when a visitor must log in (Enroll, Share to Class):
 *
 * ```ts
 * const handled = !window.dispatchEvent(
 *   new CustomEvent('courses:log-in', { cancelable: true }),
 * );
 * ```
 *
 * An embed view framed by another site cannot show the site's login page in its frame (the
 * login page refuses to be framed, and the frame could not keep its cookies anyway): its
 * account line answers the event by opening the login pop-up and calls `preventDefault()`.
 * When nobody answers, the widget goes to the login page as usual. Send it from the click
 * itself, not after an await: a browser opens a pop-up only in answer to the person's action.
 */
export const LOG_IN_EVENT = 'courses:log-in';

/** Asks the page to log the visitor in; goes to `loginUrl` when nothing on the page does. */
export function requestLogin(loginUrl: string): void {
  const handled = sendEvent(window, LOG_IN_EVENT, null, { cancelable: true });
  if (!handled) window.location.assign(loginUrl);
}
