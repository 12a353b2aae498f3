import { fetchCurrentUser } from '../api/session';
import { startEmbedSession, startFrameSession } from '../api/endpoints/embedSession';
import { canKeepFrameSession, keepFrameSession, readFrameSession } from '../api/frameSession';
import { LOG_IN_EVENT } from '../events/requestLogin';
import { FOCUS_ACCOUNT_HASH, isSessionHandoffMessage } from './embedLoginMessages';
import {
  keepsFramedCookies,
  reloadToAccount,
  showFrameSessionAccount,
} from './frameSessionAccount';

/**
 * Log in on an embed view (the account line of embedAccount.ts). Inside another site's frame
 * the site's cookies are out of reach and its login page cannot work, so Log in opens this
 * site's login in a pop-up, where it is first party; the pop-up posts back a single-use token
 * (sessionHandoff.ts) and the frame spends it on its own session, then reloads as the user.
 * The session is a cookie of the framed kind where the browser keeps one in the frame, else
 * one the frame keeps in its own storage and sends in a header (frameSessionAccount.ts).
 * Shown on its own (not framed), the view simply goes to the login page. A widget's request
 * to log in (the `courses:log-in` event, e.g. Enroll) takes the same way in a frame.
 */
export const MESSAGES = {
  waiting: 'Log in in the window that opened. You come back here once you have logged in.',
  blocked: 'Your browser blocked the login window.',
  openLogin: 'Open the login in a new tab',
  afterTab: ', then come back here.',
  closed: 'The login window was closed before you logged in. Choose Log in to try again.',
  completing: 'Logging you in…',
  failed: 'The login could not be completed.',
  tryAgain: 'Choose Log in to try again.',
  noCookies: 'Your browser does not let this embedded page keep a login.',
  openHere: 'Open this page in a new tab',
  afterHere: ' to log in and save your answers there.',
} as const;

const POPUP_NAME = 'courses-embed-login';
const POPUP_FEATURES = 'popup,width=560,height=720';
/** How often the frame looks whether the pop-up was closed without logging in. */
const WATCH_MS = 500;

interface Pending {
  state: string;
  popup: Window | null;
  watch: ReturnType<typeof setInterval> | undefined;
}

function randomState(win: Window): string {
  const bytes = new Uint8Array(16);
  win.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A link that opens in a new tab; `opener` keeps the login tab able to answer this frame. */
function tabLink(
  doc: Document,
  href: string,
  text: string,
  keepOpener: boolean,
): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = keepOpener ? 'opener' : 'noopener';
  link.textContent = text;
  return link;
}

/** Puts focus back on the account line after the reload that follows a login or logout. */
function restoreFocus(win: Window): void {
  if (win.location.hash !== FOCUS_ACCOUNT_HASH) return;
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
  win.document.querySelector<HTMLElement>('[data-embed-account]')?.focus();
}

export function startEmbedLogin(win: Window = window): void {
  const doc = win.document;
  // A frame session turns the visitor's line into the user's first, then focus comes back.
  if (readFrameSession()) void showFrameSessionAccount(win).finally(() => restoreFocus(win));
  else restoreFocus(win);
  const button = doc.querySelector<HTMLButtonElement>('button[data-embed-login]');
  const status = doc.querySelector<HTMLElement>('[data-embed-login-status]');
  if (!button || !status) return;
  const loginButton = button;
  const statusLine = status;

  let pending: Pending | null = null;

  const say = (...parts: (string | Node)[]) => statusLine.replaceChildren(...parts);
  const stopWatching = () => {
    if (pending?.watch !== undefined) clearInterval(pending.watch);
  };
  const giveUp = (...parts: (string | Node)[]) => {
    stopWatching();
    pending = null;
    loginButton.disabled = false;
    say(...parts);
    loginButton.focus();
  };

  async function complete(token: string): Promise<void> {
    stopWatching();
    pending = null;
    loginButton.disabled = true;
    say(MESSAGES.completing);
    // A frame of this same site sees the pop-up's own login: nothing to hand over.
    const already = await fetchCurrentUser().catch(() => null);
    if (!already && !(await (keepsFramedCookies(doc) ? cookieSession : frameSession)(token)))
      return;
    reloadToAccount(win);
  }

  const cannotKeepLogin = () =>
    giveUp(
      `${MESSAGES.noCookies} `,
      tabLink(doc, win.location.href, MESSAGES.openHere, false),
      MESSAGES.afterHere,
    );

  /** Spends the token on a session cookie of the framed kind; false after saying why not. */
  async function cookieSession(token: string): Promise<boolean> {
    const result = await startEmbedSession(token);
    if (!result.ok) {
      giveUp(`${MESSAGES.failed} ${result.detail ?? MESSAGES.tryAgain}`);
      return false;
    }
    // The browser may still have refused the cookie (no partitioned cookies, plain HTTP).
    if (!(await fetchCurrentUser().catch(() => null))) {
      cannotKeepLogin();
      return false;
    }
    return true;
  }

  /** Spends the token on a session the frame keeps itself; false after saying why not. */
  async function frameSession(token: string): Promise<boolean> {
    // Asked first, so a token is not spent on a session nobody could hold.
    if (!canKeepFrameSession()) {
      cannotKeepLogin();
      return false;
    }
    const result = await startFrameSession(token);
    if (!result.ok) {
      giveUp(`${MESSAGES.failed} ${result.detail ?? MESSAGES.tryAgain}`);
      return false;
    }
    // A browser that denies the frame its storage too cannot keep the login at all.
    if (!keepFrameSession(result.data.session)) {
      cannotKeepLogin();
      return false;
    }
    return true;
  }

  win.addEventListener('message', (event: MessageEvent) => {
    // Only this site's own pop-up, answering this frame's request, is heard.
    if (event.origin !== win.location.origin || !pending) return;
    if (!isSessionHandoffMessage(event.data) || event.data.state !== pending.state) return;
    const from = event.source as Window | null;
    if (!from || (from !== pending.popup && from.opener !== win)) return;
    void complete(event.data.token);
  });

  const framed = win.parent !== win;

  /** Opens the pop-up; false when the browser blocked it (the status line then has a link). */
  function openLogin(): boolean {
    stopWatching();
    const state = randomState(win);
    const url = new URL(loginButton.dataset.embedLogin ?? '', win.location.href);
    url.searchParams.set('state', state);
    const popup = win.open(url.href, POPUP_NAME, POPUP_FEATURES);
    pending = { state, popup, watch: undefined };
    if (!popup) {
      // A link the person follows is allowed where a pop-up was not; it keeps the request.
      say(
        `${MESSAGES.blocked} `,
        tabLink(doc, url.href, MESSAGES.openLogin, true),
        MESSAGES.afterTab,
      );
      return false;
    }
    say(MESSAGES.waiting);
    const watched = pending;
    // A pop-up that logged in posts its token, then closes: the message may arrive just after
    // `closed` turns true, so a closed pop-up counts as given up one look later.
    let closedBefore = false;
    watched.watch = setInterval(() => {
      if (pending !== watched || !popup.closed) return;
      if (closedBefore) giveUp(MESSAGES.closed);
      closedBefore = true;
    }, WATCH_MS);
    return true;
  }

  loginButton.addEventListener('click', () => {
    if (framed) void openLogin();
    else win.location.assign(loginButton.dataset.loginPage ?? '/');
  });
  // A widget's own way in (Enroll) would send the frame to a login page it cannot show.
  win.addEventListener(LOG_IN_EVENT, (event) => {
    if (!framed) return;
    event.preventDefault();
    // The person is further down (at Enroll): a blocked pop-up's link comes to them.
    if (!openLogin()) statusLine.querySelector('a')?.focus();
  });
}
