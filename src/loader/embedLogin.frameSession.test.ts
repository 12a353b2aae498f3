import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MESSAGES, startEmbedLogin } from './embedLogin';
import { FOCUS_ACCOUNT_HASH } from './embedLoginMessages';
import { keepFrameSession, readFrameSession } from '../api/frameSession';
import {
  STUDENT,
  api,
  button,
  clearEmbedPage,
  fakeFrame,
  handoff,
  resetEmbedPage,
  stateOf,
  status,
  type FakeFrame,
} from './testing/embedLoginPage';

vi.mock('../api/endpoints/embedSession', () =>
  import('./testing/embedLoginPage').then((page) => page.embedSessionEndpoints),
);
vi.mock('../api/session', () =>
  import('./testing/embedLoginPage').then((page) => page.sessionEndpoints),
);

beforeEach(resetEmbedPage);
afterEach(clearEmbedPage);

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
