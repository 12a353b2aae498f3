import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { MESSAGES, startEmbedLogin } from './embedLogin';
import { LOG_IN_EVENT } from '../events/requestLogin';
import { FOCUS_ACCOUNT_HASH } from './embedLoginMessages';
import {
  ORIGIN,
  STUDENT,
  VISITOR_LINE,
  api,
  button,
  clearEmbedPage,
  fakeFrame,
  flush,
  handoff,
  resetEmbedPage,
  stateOf,
  status,
} from './testing/embedLoginPage';

vi.mock('../api/endpoints/embedSession', () =>
  import('./testing/embedLoginPage').then((page) => page.embedSessionEndpoints),
);
vi.mock('../api/session', () =>
  import('./testing/embedLoginPage').then((page) => page.sessionEndpoints),
);

beforeEach(resetEmbedPage);
afterEach(clearEmbedPage);

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
