import { GOOGLE_CLASSROOM_SCOPES, getRuntimeConfig, type RuntimeConfig } from '@courses/runtime';
import { isConsentAnswer } from './consentMessage';
import { loadGoogleIdentity, loadedGoogleIdentity, type GoogleOAuth2 } from './googleIdentity';

/** Why no code came back: the user said no, closed the window, or it never opened. */
export type ConsentFailure = 'denied' | 'closed' | 'blocked' | 'unavailable';

export class ConsentError extends Error {
  constructor(
    readonly reason: ConsentFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ConsentError';
  }
}

/** An authorization code for the server to exchange, and the scopes the user granted with it. */
export interface AuthCodeGrant {
  code: string;
  scopes: string[];
}

type ConsentConfig = Pick<
  RuntimeConfig,
  'classroomConsent' | 'googleClientId' | 'googleIdentityUrl' | 'localConsentUrl'
>;

/** How long the opener waits for the answer of a popup that has just closed. */
const CLOSED_GRACE_MS = 300;
const CLOSED_POLL_MS = 400;

function splitScopes(scope: string | undefined): string[] {
  return (scope ?? '').split(/\s+/).filter(Boolean);
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Google Identity Services' code client in a popup (Google's own sign-in flow). It asks for
 * exactly these scopes; what the user granted comes back with the code.
 */
function requestGoogleCode(
  oauth2: GoogleOAuth2,
  config: ConsentConfig,
  scopes: readonly string[],
): Promise<AuthCodeGrant> {
  return new Promise((resolve, reject) => {
    const client = oauth2.initCodeClient({
      client_id: config.googleClientId,
      scope: scopes.join(' '),
      ux_mode: 'popup',
      include_granted_scopes: false,
      callback(response) {
        if (response.error || !response.code) {
          reject(
            new ConsentError('denied', response.error_description ?? 'Access was not granted'),
          );
        } else {
          resolve({ code: response.code, scopes: splitScopes(response.scope) });
        }
      },
      error_callback(error) {
        const blocked = error?.type === 'popup_failed_to_open';
        reject(new ConsentError(blocked ? 'blocked' : 'closed', error?.message ?? 'No answer'));
      },
    });
    client.requestCode();
  });
}

/**
 * The development server's consent page in a popup: it posts the answer back to this page
 * (same origin, with the state sent here), then closes.
 */
function requestLocalCode(consentUrl: string, scopes: readonly string[]): Promise<AuthCodeGrant> {
  const state = randomState();
  const url = new URL(consentUrl, window.location.href);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scopes.join(' '));
  url.searchParams.set('state', state);
  const popup = window.open(url.href, 'courses-classroom-consent', 'popup,width=560,height=720');
  if (!popup) return Promise.reject(new ConsentError('blocked', 'The consent window did not open'));
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = () => {
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
    function onMessage(event: MessageEvent) {
      if (settled || event.origin !== url.origin || event.source !== popup) return;
      if (!isConsentAnswer(event.data) || event.data.state !== state) return;
      finish();
      const { code, scope, error } = event.data;
      if (code && !error) resolve({ code, scopes: splitScopes(scope) });
      else reject(new ConsentError('denied', error ?? 'Access was not granted'));
    }
    window.addEventListener('message', onMessage);
    // A window closed without answering is a no; its last message may still be on its way.
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      setTimeout(() => {
        if (settled) return;
        finish();
        reject(new ConsentError('closed', 'The consent window was closed'));
      }, CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
  });
}

/**
 * Gets ready to ask for consent before the user asks: Identity Services' script loads when the
 * access question opens, so the click on Grant Access can open Google's popup at once (a popup
 * opened after waiting for a script is blocked). The local consent page needs nothing.
 */
export function prepareClassroomConsent(config: ConsentConfig = getRuntimeConfig()): void {
  if (config.classroomConsent !== 'google') return;
  loadGoogleIdentity(config.googleIdentityUrl).catch((error: unknown) =>
    console.warn('[courses] Google Identity Services did not load', error),
  );
}

/**
 * Asks the user to grant the product access to Google Classroom with the scopes of spec
 * section 9, the OAuth authorization-code way. Call it from the click that asks: it opens the
 * consent popup synchronously when it can.
 */
export function requestClassroomCode(
  config: ConsentConfig = getRuntimeConfig(),
  scopes: readonly string[] = GOOGLE_CLASSROOM_SCOPES,
): Promise<AuthCodeGrant> {
  if (config.classroomConsent === 'local') return requestLocalCode(config.localConsentUrl, scopes);
  const ready = loadedGoogleIdentity();
  if (ready) return requestGoogleCode(ready, config, scopes);
  return loadGoogleIdentity(config.googleIdentityUrl).then(
    (oauth2) => requestGoogleCode(oauth2, config, scopes),
    (error: unknown) => {
      throw new ConsentError(
        'unavailable',
        `Google Identity Services did not load: ${String(error)}`,
      );
    },
  );
}
