import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '../api/schemas/user';
import { MESSAGES, startEmbedLogin } from './embedLogin';
import { LOG_IN_EVENT } from '../events/requestLogin';
import { FOCUS_ACCOUNT_HASH } from './embedLoginMessages';
import { keepFrameSession, readFrameSession } from '../api/frameSession';

const api = vi.hoisted(() => ({
  startEmbedSession: vi.fn(),
  startFrameSession: vi.fn(),
  endFrameSession: vi.fn(),
  fetchCurrentUser: vi.fn(),
}));
vi.mock('../api/endpoints/embedSession', () => ({
  startEmbedSession: api.startEmbedSession,
  startFrameSession: api.startFrameSession,
  endFrameSession: api.endFrameSession,
}));
vi.mock('../api/session', () => ({ fetchCurrentUser: api.fetchCurrentUser }));

const ORIGIN = 'https://courses.example';
const STUDENT = { id: 1, username: 'student' } as User;

/** The account line of a visitor, as embedAccount.ts renders it. */
const VISITOR_LINE = `<div class="embed-account">
<p id="embed-account" data-embed-account tabindex="-1">Visitor: log in to save your answers.</p>
<button type="button" data-embed-login="/demo/embed-login/" data-login-page="/demo/login/?next=%2Fembed%2Flesson%2Fx%2F">Log in</button>
<p role="status" data-embed-login-status></p>
</div>`;

interface FakeFrame {
  win: Window;
  opened: string[];
  popup: { closed: boolean; opener: unknown };
  reload: ReturnType<typeof vi.fn>;
  assign: ReturnType<typeof vi.fn>;
  replaceState: ReturnType<typeof vi.fn>;
  /** Delivers a message as the browser would. */
  post(data: unknown, origin?: string, source?: unknown): void;
}

/** A frame window around the test document: framed unless `framed` is false. */
function fakeFrame({ framed = true, blocked = false } = {}): FakeFrame {
  const target = new EventTarget();
  const opened: string[] = [];
  const reload = vi.fn();
  const assign = vi.fn();
  const replaceState = vi.fn();
  const popup = { closed: false, opener: null as unknown };
  const win = Object.assign(target, {
    document,
    location: {
      origin: ORIGIN,
      href: `${ORIGIN}/embed/lesson/x/`,
      hash: '',
      pathname: '/embed/lesson/x/',
      search: '',
      reload,
      assign,
    },
    history: { state: { idx: 0 }, replaceState },
    crypto: globalThis.crypto,
    open: (url: string) => {
      opened.push(url);
      return blocked ? null : popup;
    },
  }) as unknown as Window;
  Object.assign(win, { parent: framed ? {} : win });
  popup.opener = win;
  const post = (data: unknown, origin = ORIGIN, source: unknown = popup) =>
    win.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { win, opened, popup, reload, assign, replaceState, post };
}

const status = () => document.querySelector('[data-embed-login-status]')?.textContent ?? '';
const button = () => document.querySelector<HTMLButtonElement>('button[data-embed-login]')!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const stateOf = (url: string) => new URL(url).searchParams.get('state') ?? '';

function handoff(state: string, token = 'T'.repeat(43)) {
  return { source: 'courses-embed', type: 'session-handoff', state, token };
}

beforeEach(() => {
  document.body.innerHTML = VISITOR_LINE;
  // The frame's page came with its anti-forgery cookie: this browser keeps framed cookies.
  document.cookie = 'csrftoken=abc; path=/';
  for (const mock of Object.values(api)) mock.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

test('opens the pop-up with a fresh state and spends only the answer to that request', async () => {
  const frame = fakeFrame();
  startEmbedLogin(frame.win);
  button().click();
  expect(frame.opened).toHaveLength(1);
  const url = new URL(frame.opened[0] ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/demo/embed-login/`);
  const state = stateOf(url.href);
  expect(state).toMatch(/^[0-9a-f]{32}$/);
  expect(status()).toBe(MESSAGES.waiting);

  api.fetchCurrentUser.mockResolvedValueOnce(null).mockResolvedValueOnce(STUDENT);
  api.startEmbedSession.mockResolvedValue({ ok: true, data: STUDENT });
  // Another origin, another request's state, a window this frame did not open, a bad shape.
  frame.post(handoff(state), 'https://school.example');
  frame.post(handoff('f'.repeat(32)));
  frame.post(handoff(state), ORIGIN, { opener: {} });
  frame.post({ ...handoff(state), token: 7 });
  await flush();
  expect(api.startEmbedSession).not.toHaveBeenCalled();

  frame.post(handoff(state, 'right-token'));
  await vi.waitFor(() => expect(frame.reload).toHaveBeenCalled());
  expect(api.startEmbedSession).toHaveBeenCalledWith('right-token');
  expect(frame.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', FOCUS_ACCOUNT_HASH);
});

test('a frame that already sees the login (its own site framing it) just reloads', async () => {
  const frame = fakeFrame();
  startEmbedLogin(frame.win);
  button().click();
  api.fetchCurrentUser.mockResolvedValue(STUDENT);
  frame.post(handoff(stateOf(frame.opened[0] ?? '')));
  await vi.waitFor(() => expect(frame.reload).toHaveBeenCalled());
  expect(api.startEmbedSession).not.toHaveBeenCalled();
});

test('a refused token says why and puts focus back on Log in', async () => {
  const frame = fakeFrame();
  startEmbedLogin(frame.win);
  button().click();
  api.fetchCurrentUser.mockResolvedValue(null);
  api.startEmbedSession.mockResolvedValue({
    ok: false,
    status: 403,
    detail: 'This login has been used already. Choose Log in to try again.',
  });
  frame.post(handoff(stateOf(frame.opened[0] ?? '')));
  await vi.waitFor(() =>
    expect(status()).toBe(
      `${MESSAGES.failed} This login has been used already. Choose Log in to try again.`,
    ),
  );
  expect(document.activeElement).toBe(button());
  expect(button().disabled).toBe(false);
  expect(frame.reload).not.toHaveBeenCalled();
});

test('a cookie the browser would not keep is named, with the page in a new tab offered', async () => {
  const frame = fakeFrame();
  startEmbedLogin(frame.win);
  button().click();
  api.fetchCurrentUser.mockResolvedValue(null);
  api.startEmbedSession.mockResolvedValue({ ok: true, data: STUDENT });
  frame.post(handoff(stateOf(frame.opened[0] ?? '')));
  await vi.waitFor(() => expect(status()).toContain(MESSAGES.noCookies));
  const link = document.querySelector<HTMLAnchorElement>('[data-embed-login-status] a');
  expect(link?.textContent).toBe(MESSAGES.openHere);
  expect(link?.href).toBe(`${ORIGIN}/embed/lesson/x/`);
  expect(link?.target).toBe('_blank');
  expect(frame.reload).not.toHaveBeenCalled();
});

test('a blocked pop-up gives a link to the same login in a new tab that keeps its opener', () => {
  const frame = fakeFrame({ blocked: true });
  startEmbedLogin(frame.win);
  button().click();
  expect(status()).toBe(`${MESSAGES.blocked} ${MESSAGES.openLogin}${MESSAGES.afterTab}`);
  const link = document.querySelector<HTMLAnchorElement>('[data-embed-login-status] a');
  expect(link?.href).toBe(frame.opened[0]);
  expect(link?.target).toBe('_blank');
  expect(link?.rel).toBe('opener');
});

test('a pop-up closed without logging in is reported, a moment later', () => {
  vi.useFakeTimers();
  const frame = fakeFrame();
  startEmbedLogin(frame.win);
  button().click();
  frame.popup.closed = true;
  vi.advanceTimersByTime(500);
  // One look later: a token posted just before closing still has its chance.
  expect(status()).toBe(MESSAGES.waiting);
  vi.advanceTimersByTime(500);
  expect(status()).toBe(MESSAGES.closed);
  expect(document.activeElement).toBe(button());
});

test('on its own (not framed) the view goes to the usual login page', () => {
  const frame = fakeFrame({ framed: false });
  startEmbedLogin(frame.win);
  button().click();
  expect(frame.opened).toEqual([]);
  expect(frame.assign).toHaveBeenCalledWith('/demo/login/?next=%2Fembed%2Flesson%2Fx%2F');
});

test('after the reload, focus is on the account line and the address is clean again', () => {
  const frame = fakeFrame();
  (frame.win.location as { hash: string }).hash = FOCUS_ACCOUNT_HASH;
  startEmbedLogin(frame.win);
  expect(document.activeElement?.id).toBe('embed-account');
  expect(frame.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/embed/lesson/x/');
});

test('a widget’s request to log in (Enroll) opens the pop-up in a frame, and the login page otherwise', () => {
  const frame = fakeFrame();
  startEmbedLogin(frame.win);
  const asked = new CustomEvent(LOG_IN_EVENT, { cancelable: true, detail: null });
  expect(frame.win.dispatchEvent(asked)).toBe(false);
  expect(frame.opened).toHaveLength(1);
  expect(status()).toBe(MESSAGES.waiting);

  document.body.innerHTML = VISITOR_LINE;
  const blocked = fakeFrame({ blocked: true });
  startEmbedLogin(blocked.win);
  blocked.win.dispatchEvent(new CustomEvent(LOG_IN_EVENT, { cancelable: true, detail: null }));
  // The person is at Enroll, far from the account line: the link comes to them.
  expect(document.activeElement?.textContent).toBe(MESSAGES.openLogin);

  document.body.innerHTML = VISITOR_LINE;
  const alone = fakeFrame({ framed: false });
  startEmbedLogin(alone.win);
  const notFramed = new CustomEvent(LOG_IN_EVENT, { cancelable: true, detail: null });
  expect(alone.win.dispatchEvent(notFramed)).toBe(true);
  expect(alone.opened).toEqual([]);
});

describe('in a browser that keeps no cookie in the frame (Safari’s engine)', () => {
  const SESSION = 'a1'.repeat(24);
  beforeEach(() => {
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  /** A visitor's frame whose Log in opened the pop-up; the server would start a session. */
  function pendingLogin(): FakeFrame {
    const frame = fakeFrame();
    startEmbedLogin(frame.win);
    button().click();
    api.fetchCurrentUser.mockResolvedValue(null);
    api.startFrameSession.mockResolvedValue({
      ok: true,
      data: { session: SESSION, user: STUDENT },
    });
    return frame;
  }

  test('the token buys a session the frame keeps in its tab, then the view reloads', async () => {
    const frame = pendingLogin();
    frame.post(handoff(stateOf(frame.opened[0] ?? ''), 'right-token'));
    await vi.waitFor(() => expect(frame.reload).toHaveBeenCalled());
    expect(api.startFrameSession).toHaveBeenCalledWith('right-token');
    expect(api.startEmbedSession).not.toHaveBeenCalled();
    expect(readFrameSession()).toBe(SESSION);
  });

  test('a tab that keeps nothing either is named, with the page in a new tab offered', async () => {
    const frame = pendingLogin();
    const denied = vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    frame.post(handoff(stateOf(frame.opened[0] ?? '')));
    await vi.waitFor(() => expect(status()).toContain(MESSAGES.noCookies));
    denied.mockRestore();
    expect(frame.reload).not.toHaveBeenCalled();
    // The token was kept unspent: no session was started that nobody could hold.
    expect(api.startFrameSession).not.toHaveBeenCalled();
  });

  test('after the reload the line is the user’s, and Log out ends the session', async () => {
    keepFrameSession(SESSION);
    api.fetchCurrentUser.mockResolvedValue(STUDENT);
    api.endFrameSession.mockResolvedValue({ ok: true, data: null });
    const frame = fakeFrame();
    (frame.win.location as { hash: string }).hash = FOCUS_ACCOUNT_HASH;
    startEmbedLogin(frame.win);
    const line = () => document.querySelector('[data-embed-account]');
    await vi.waitFor(() => expect(line()?.textContent).toBe('Signed in as student'));
    expect(document.activeElement).toBe(line());
    expect(document.querySelector('button[data-embed-login]')).toBeNull();

    const logOut = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Log out',
    );
    logOut?.click();
    await vi.waitFor(() => expect(frame.reload).toHaveBeenCalled());
    expect(api.endFrameSession).toHaveBeenCalled();
    expect(readFrameSession()).toBeNull();
  });

  test('a session the server no longer knows is forgotten: the line stays a visitor’s', async () => {
    keepFrameSession(SESSION);
    api.fetchCurrentUser.mockResolvedValue(null);
    startEmbedLogin(fakeFrame().win);
    await vi.waitFor(() => expect(readFrameSession()).toBeNull());
    expect(document.querySelector('[data-embed-account]')?.textContent).toBe(
      'Visitor: log in to save your answers.',
    );
    expect(button()).not.toBeNull();
  });
});
