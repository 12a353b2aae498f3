import { vi } from 'vitest';
import type { User } from '../../api/schemas/user';

/**
 * The embed login's test page: a frame window faked around the test document, the visitor's
 * account line, and the API calls the login makes as spies (each test file mocks the modules
 * with embedSessionEndpoints and sessionEndpoints).
 */
export const api = {
  startEmbedSession: vi.fn(),
  startFrameSession: vi.fn(),
  endFrameSession: vi.fn(),
  fetchCurrentUser: vi.fn(),
};
export const embedSessionEndpoints = {
  startEmbedSession: api.startEmbedSession,
  startFrameSession: api.startFrameSession,
  endFrameSession: api.endFrameSession,
};
export const sessionEndpoints = { fetchCurrentUser: api.fetchCurrentUser };

export const ORIGIN = 'https://courses.example';
export const STUDENT = { id: 1, username: 'student' } as User;

/** The account line of a visitor, as embedAccount.ts renders it. */
export const VISITOR_LINE = `<div class="embed-account">
<p id="embed-account" data-embed-account tabindex="-1">Visitor: log in to save your answers.</p>
<button type="button" data-embed-login="/demo/embed-login/" data-login-page="/demo/login/?next=%2Fembed%2Flesson%2Fx%2F">Log in</button>
<p role="status" data-embed-login-status></p>
</div>`;

export interface FakeFrame {
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
export function fakeFrame({ framed = true, blocked = false } = {}): FakeFrame {
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

export const status = () => document.querySelector('[data-embed-login-status]')?.textContent ?? '';
export const button = () => document.querySelector<HTMLButtonElement>('button[data-embed-login]')!;
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
export const stateOf = (url: string) => new URL(url).searchParams.get('state') ?? '';

export function handoff(state: string, token = 'T'.repeat(43)) {
  return { source: 'courses-embed', type: 'session-handoff', state, token };
}

/** A visitor's page in a frame whose browser keeps framed cookies, every API spy reset. */
export function resetEmbedPage() {
  document.body.innerHTML = VISITOR_LINE;
  // The frame's page came with its anti-forgery cookie: this browser keeps framed cookies.
  document.cookie = 'csrftoken=abc; path=/';
  for (const mock of Object.values(api)) mock.mockReset();
}

export function clearEmbedPage() {
  vi.useRealTimers();
  document.body.innerHTML = '';
}
