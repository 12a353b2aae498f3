import { onTestFinished, vi } from 'vitest';
import { CONSENT_MESSAGE_TYPE } from '../classroom/consent/consentMessage';

export interface FakeConsent {
  /** The consent pages opened so far (their URLs). */
  opened: URL[];
  /** The user allows: the page posts a code and the scopes granted back to its opener. */
  allow(code: string, scopes: readonly string[]): void;
  /** The user says no. */
  deny(): void;
  /** The user closes the window without answering. */
  close(): void;
}

/**
 * Plays the development server's consent popup in unit tests: `window.open` is stubbed and the
 * page's answers are posted as the real page posts them, with the state of the request. The
 * page settings and `window.open` are restored when the test ends.
 */
export function fakeConsentPopup(): FakeConsent {
  const previous = window.COURSES_CONFIG;
  window.COURSES_CONFIG = { ...previous, classroomConsent: 'local' };
  onTestFinished(() => {
    if (previous) window.COURSES_CONFIG = previous;
    else delete window.COURSES_CONFIG;
    vi.unstubAllGlobals();
  });
  const opened: URL[] = [];
  const popup = { closed: false, close: () => (popup.closed = true) };
  vi.stubGlobal(
    'open',
    vi.fn((url: string) => {
      opened.push(new URL(url));
      popup.closed = false;
      return popup;
    }),
  );
  function post(answer: Record<string, string>) {
    const request = opened.at(-1);
    if (!request) throw new Error('no consent page was opened');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: CONSENT_MESSAGE_TYPE, state: request.searchParams.get('state'), ...answer },
        origin: request.origin,
        source: popup as unknown as Window,
      }),
    );
    popup.closed = true;
  }
  return {
    opened,
    allow: (code, scopes) => post({ code, scope: scopes.join(' ') }),
    deny: () => post({ error: 'access_denied' }),
    close: () => void (popup.closed = true),
  };
}
