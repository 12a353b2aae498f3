/**
 * Google Identity Services (accounts.google.com/gsi/client), the part the Classroom grant uses:
 * google.accounts.oauth2.initCodeClient. Loaded on demand, once per page, from the configured
 * URL; the types are the documented ones this code relies on.
 */

/** google.accounts.oauth2.initCodeClient's callback argument. */
export interface CodeResponse {
  code?: string;
  /** Space-delimited scopes the user granted. */
  scope?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** error_callback's argument: the popup failed to open or was closed without an answer. */
export interface NonOAuthError {
  type?: 'popup_failed_to_open' | 'popup_closed' | 'unknown';
  message?: string;
}

export interface CodeClientConfig {
  client_id: string;
  scope: string;
  ux_mode: 'popup' | 'redirect';
  include_granted_scopes?: boolean;
  callback: (response: CodeResponse) => void;
  error_callback?: (error: NonOAuthError | undefined) => void;
}

export interface GoogleOAuth2 {
  initCodeClient(config: CodeClientConfig): { requestCode(): void };
}

interface GoogleGlobal {
  google?: { accounts?: { oauth2?: Partial<GoogleOAuth2> } };
}

function oauth2OnPage(): GoogleOAuth2 | null {
  const oauth2 = (window as unknown as GoogleGlobal).google?.accounts?.oauth2;
  return typeof oauth2?.initCodeClient === 'function' ? (oauth2 as GoogleOAuth2) : null;
}

const loading = new Map<string, Promise<GoogleOAuth2>>();

/** The library if it is on the page already (so a click can open Google's popup at once). */
export function loadedGoogleIdentity(): GoogleOAuth2 | null {
  return oauth2OnPage();
}

/**
 * Loads the script once (not at all when the page included it itself); a failed load may be
 * tried again.
 */
export function loadGoogleIdentity(url: string): Promise<GoogleOAuth2> {
  const onPage = oauth2OnPage();
  if (onPage) return Promise.resolve(onPage);
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<GoogleOAuth2>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const oauth2 = oauth2OnPage();
      if (oauth2) resolve(oauth2);
      else reject(new Error(`${url} did not define google.accounts.oauth2`));
    };
    script.onerror = () => reject(new Error(`${url} did not load`));
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  promise.catch(() => loading.delete(url));
  return promise;
}

/** Forgets loaded scripts (tests start each case from a new page). */
export function forgetGoogleIdentity(): void {
  loading.clear();
}
