import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { HANDOFF_MESSAGES, startSessionHandoff } from './sessionHandoff';

const api = vi.hoisted(() => ({ requestEmbedHandoff: vi.fn() }));
vi.mock('../api/endpoints/embedSession', () => ({
  requestEmbedHandoff: api.requestEmbedHandoff,
}));

const ORIGIN = 'https://courses.example';
const STATE = '0123456789abcdef0123456789abcdef';
const TOKEN = 'T'.repeat(43);

function page(auto: boolean) {
  document.body.innerHTML = `<p><button type="button" data-embed-handoff data-state="${STATE}"${auto ? ' data-auto' : ''}>Continue as student</button></p>
<p role="status" data-embed-handoff-status></p>`;
}

/** The pop-up's window; `opener` is the frame that opened it (or null). */
function popup(opener: { postMessage: ReturnType<typeof vi.fn>; closed: boolean } | null) {
  const close = vi.fn();
  const win = { document, opener, location: { origin: ORIGIN }, close, closed: false };
  return { win: win as unknown as Window, close };
}

const status = () => document.querySelector('[data-embed-handoff-status]')?.textContent ?? '';
const button = () => document.querySelector<HTMLButtonElement>('button[data-embed-handoff]')!;

beforeEach(() => api.requestEmbedHandoff.mockReset());
afterEach(() => {
  document.body.innerHTML = '';
});

test('Continue posts the token to its opener on this origin only, then closes', async () => {
  page(false);
  const frame = { postMessage: vi.fn(), closed: false };
  const { win, close } = popup(frame);
  api.requestEmbedHandoff.mockResolvedValue({ ok: true, data: { token: TOKEN, expires_in: 60 } });
  startSessionHandoff(win);
  expect(api.requestEmbedHandoff).not.toHaveBeenCalled();
  button().click();
  await vi.waitFor(() => expect(close).toHaveBeenCalled());
  expect(frame.postMessage).toHaveBeenCalledWith(
    { source: 'courses-embed', type: 'session-handoff', state: STATE, token: TOKEN },
    ORIGIN,
  );
  expect(status()).toBe(HANDOFF_MESSAGES.done);
});

test('right after the login page it hands over without a second click', async () => {
  page(true);
  const frame = { postMessage: vi.fn(), closed: false };
  const { win } = popup(frame);
  api.requestEmbedHandoff.mockResolvedValue({ ok: true, data: { token: TOKEN, expires_in: 60 } });
  startSessionHandoff(win);
  await vi.waitFor(() => expect(frame.postMessage).toHaveBeenCalledTimes(1));
});

test('without the frame that opened it, it asks for no token and says what to do', async () => {
  for (const opener of [null, { postMessage: vi.fn(), closed: true }]) {
    page(true);
    startSessionHandoff(popup(opener).win);
    await vi.waitFor(() => expect(status()).toBe(HANDOFF_MESSAGES.lostFrame));
  }
  expect(api.requestEmbedHandoff).not.toHaveBeenCalled();
});

test('a refused token request is told and can be tried again', async () => {
  page(false);
  const frame = { postMessage: vi.fn(), closed: false };
  const { win, close } = popup(frame);
  api.requestEmbedHandoff.mockResolvedValue({
    ok: false,
    status: 403,
    detail: 'Authentication credentials were not provided.',
  });
  startSessionHandoff(win);
  button().click();
  await vi.waitFor(() =>
    expect(status()).toBe(
      `${HANDOFF_MESSAGES.failed} Authentication credentials were not provided.`,
    ),
  );
  expect(button().disabled).toBe(false);
  expect(frame.postMessage).not.toHaveBeenCalled();
  expect(close).not.toHaveBeenCalled();
});

test('a tab that may not close itself says the person can close it', async () => {
  vi.useFakeTimers();
  try {
    page(false);
    const frame = { postMessage: vi.fn(), closed: false };
    const { win } = popup(frame);
    api.requestEmbedHandoff.mockResolvedValue({ ok: true, data: { token: TOKEN, expires_in: 60 } });
    startSessionHandoff(win);
    button().click();
    await vi.waitFor(() => expect(frame.postMessage).toHaveBeenCalled());
    vi.advanceTimersByTime(500);
    expect(status()).toBe(HANDOFF_MESSAGES.closeYourself);
  } finally {
    vi.useRealTimers();
  }
});
