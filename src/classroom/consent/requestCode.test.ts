import { GOOGLE_CLASSROOM_SCOPES, defaultRuntimeConfig } from '@courses/runtime';
import { CONSENT_MESSAGE_TYPE } from './consentMessage';
import { forgetGoogleIdentity, type CodeClientConfig } from './googleIdentity';
import { ConsentError, prepareClassroomConsent, requestClassroomCode } from './requestCode';

const LOCAL = { ...defaultRuntimeConfig, classroomConsent: 'local' as const };
const GOOGLE = {
  ...defaultRuntimeConfig,
  classroomConsent: 'google' as const,
  googleClientId: 'client-123.apps.googleusercontent.com',
  googleIdentityUrl: 'https://accounts.example.test/gsi/client',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  forgetGoogleIdentity();
  delete (window as { google?: unknown }).google;
});

/** window.open stubbed with a popup this test controls. */
function stubPopup() {
  const popup = { closed: false };
  const open = vi.fn((_url: string, _name?: string, _features?: string) => popup);
  vi.stubGlobal('open', open);
  const url = () => new URL(open.mock.calls[0]?.[0] ?? '');
  const answer = (
    data: Record<string, unknown>,
    from: { origin?: string; source?: unknown } = {},
  ) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: CONSENT_MESSAGE_TYPE, state: url().searchParams.get('state'), ...data },
        origin: from.origin ?? url().origin,
        source: (from.source ?? popup) as Window,
      }),
    );
  return { popup, open, url, answer };
}

describe('the development server consent page', () => {
  it('opens it in a popup with exactly the Classroom scopes and a fresh state', async () => {
    const { open, url, answer } = stubPopup();
    const code = requestClassroomCode(LOCAL);
    expect(open).toHaveBeenCalledTimes(1);
    const opened = url();
    expect(opened.pathname).toBe('/demo/oauth/consent/');
    expect(opened.searchParams.get('response_type')).toBe('code');
    expect(opened.searchParams.get('scope')).toBe(GOOGLE_CLASSROOM_SCOPES.join(' '));
    expect(opened.searchParams.get('state')).toMatch(/^[0-9a-f]{36}$/);
    answer({ code: '4/0abc', scope: GOOGLE_CLASSROOM_SCOPES.slice(0, 3).join(' ') });
    await expect(code).resolves.toEqual({
      code: '4/0abc',
      scopes: GOOGLE_CLASSROOM_SCOPES.slice(0, 3),
    });
  });

  it('hears only its own popup, on its own origin, with its own state', async () => {
    const { answer, popup } = stubPopup();
    const code = requestClassroomCode(LOCAL);
    answer({ code: 'from-elsewhere', scope: '' }, { origin: 'https://evil.example' });
    answer({ code: 'another-window', scope: '' }, { source: window });
    answer({ code: 'old-request', state: 'another-state' });
    answer({ code: '4/0mine', scope: GOOGLE_CLASSROOM_SCOPES.join(' ') });
    popup.closed = true;
    await expect(code).resolves.toMatchObject({ code: '4/0mine' });
  });

  it('a no on the page is a denied consent', async () => {
    const { answer } = stubPopup();
    const code = requestClassroomCode(LOCAL);
    answer({ error: 'access_denied' });
    await expect(code).rejects.toMatchObject({ name: 'ConsentError', reason: 'denied' });
  });

  it('a window closed without an answer is a closed consent', async () => {
    vi.useFakeTimers();
    const { popup } = stubPopup();
    const code = requestClassroomCode(LOCAL);
    const settled = expect(code).rejects.toMatchObject({ reason: 'closed' });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });

  it('a blocked popup says so at once', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    await expect(requestClassroomCode(LOCAL)).rejects.toBeInstanceOf(ConsentError);
    await expect(requestClassroomCode(LOCAL)).rejects.toMatchObject({ reason: 'blocked' });
  });
});

describe("Google Identity Services' code client", () => {
  function installGoogle() {
    const configs: CodeClientConfig[] = [];
    const requestCode = vi.fn();
    (window as { google?: unknown }).google = {
      accounts: {
        oauth2: {
          initCodeClient: (config: CodeClientConfig) => {
            configs.push(config);
            return { requestCode };
          },
        },
      },
    };
    return { configs, requestCode };
  }

  it('asks for a code in a popup with the client id and exactly the Classroom scopes', async () => {
    const { configs, requestCode } = installGoogle();
    const code = requestClassroomCode(GOOGLE);
    // Synchronously, in the click: a popup opened later would be blocked.
    expect(requestCode).toHaveBeenCalledTimes(1);
    expect(configs[0]).toMatchObject({
      client_id: 'client-123.apps.googleusercontent.com',
      scope: GOOGLE_CLASSROOM_SCOPES.join(' '),
      ux_mode: 'popup',
      include_granted_scopes: false,
    });
    configs[0]?.callback({ code: '4/0google', scope: GOOGLE_CLASSROOM_SCOPES.join(' ') });
    await expect(code).resolves.toEqual({
      code: '4/0google',
      scopes: [...GOOGLE_CLASSROOM_SCOPES],
    });
  });

  it('an error response is denied; a popup that failed to open is blocked', async () => {
    const { configs } = installGoogle();
    const denied = requestClassroomCode(GOOGLE);
    configs[0]?.callback({ error: 'access_denied' });
    await expect(denied).rejects.toMatchObject({ reason: 'denied' });
    const blocked = requestClassroomCode(GOOGLE);
    configs[1]?.error_callback?.({ type: 'popup_failed_to_open' });
    await expect(blocked).rejects.toMatchObject({ reason: 'blocked' });
    const closed = requestClassroomCode(GOOGLE);
    configs[2]?.error_callback?.({ type: 'popup_closed' });
    await expect(closed).rejects.toMatchObject({ reason: 'closed' });
  });

  it('loads the configured script only for Google consent, once, when asked to get ready', () => {
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      scripts.push(node as HTMLScriptElement);
      return node;
    });
    prepareClassroomConsent(LOCAL);
    expect(scripts).toHaveLength(0);
    prepareClassroomConsent(GOOGLE);
    prepareClassroomConsent(GOOGLE);
    expect(scripts.map((script) => script.src)).toEqual([GOOGLE.googleIdentityUrl]);
  });

  it('waits for the script when it is not there yet, then asks', async () => {
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      scripts.push(node as HTMLScriptElement);
      return node;
    });
    const code = requestClassroomCode(GOOGLE);
    const { configs } = installGoogle();
    scripts[0]?.onload?.(new Event('load'));
    await vi.waitFor(() => expect(configs).toHaveLength(1));
    configs[0]?.callback({ code: '4/0late', scope: GOOGLE_CLASSROOM_SCOPES.join(' ') });
    await expect(code).resolves.toMatchObject({ code: '4/0late' });
  });

  it('a script that does not load is unavailable', async () => {
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      scripts.push(node as HTMLScriptElement);
      return node;
    });
    const code = requestClassroomCode(GOOGLE);
    scripts[0]?.onerror?.(new Event('error'));
    await expect(code).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
