import { fetchCurrentUser } from '../api/session';
import { endFrameSession } from '../api/endpoints/embedSession';
import { readCookie } from '../api/csrf';
import { forgetFrameSession, readFrameSession } from '../api/frameSession';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { FOCUS_ACCOUNT_HASH } from './embedLoginMessages';

/**
 * The embed view's account line for a frame session (src/api/frameSession.ts): the page came
 * from the server as a visitor's, since a frame's page request cannot carry the header, so the
 * line is made the user's here, with a Log out that ends the session on the server.
 */

/**
 * Whether this browser keeps cookies in the frame: the frame's page came with an anti-forgery
 * cookie of the framed kind (docs/api.md, "Framed cookies"), which is readable, so its absence
 * says the browser kept none (Safari's engine), and the login takes the frame-session way.
 */
export function keepsFramedCookies(doc: Document): boolean {
  return readCookie(getRuntimeConfig().csrfCookieName, doc.cookie) !== undefined;
}

/** Reloads the view with focus to come back to its account line. */
export function reloadToAccount(win: Window): void {
  win.history.replaceState(win.history.state, '', FOCUS_ACCOUNT_HASH);
  win.location.reload();
}

/**
 * If this tab holds a frame session, shows its user on the account line, or forgets it once
 * the server no longer knows it (ended, expired). Resolves once the line is right.
 */
export async function showFrameSessionAccount(win: Window): Promise<void> {
  if (!readFrameSession()) return;
  const doc = win.document;
  const line = doc.querySelector<HTMLElement>('[data-embed-account]');
  const loginButton = doc.querySelector<HTMLButtonElement>('button[data-embed-login]');
  if (!line || !loginButton) return;
  const user = await fetchCurrentUser().catch(() => undefined);
  if (user === undefined) return; // Offline: the widgets say so; the session may be fine.
  if (user === null) {
    forgetFrameSession();
    return;
  }
  const name = doc.createElement('strong');
  name.textContent = user.username;
  line.replaceChildren('Signed in as ', name);
  const logOut = doc.createElement('button');
  logOut.type = 'button';
  logOut.textContent = 'Log out';
  logOut.addEventListener('click', () => {
    logOut.disabled = true;
    // Forgotten here even if the server cannot be told: this tab is a visitor's again.
    void endFrameSession().finally(() => {
      forgetFrameSession();
      reloadToAccount(win);
    });
  });
  loginButton.replaceWith(logOut);
}
