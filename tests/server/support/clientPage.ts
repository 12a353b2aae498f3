/**
 * The widgets' typed calls (src/api/endpoints) against the real server: the page's API client,
 * with its anti-forgery header and response validation, talks to `app.request`.
 */
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { Browser, removeDir, startServer } from './testServer';

let server: ReturnType<typeof startServer>;
/** The page's browser: its cookie jar, through which the client's requests reach the server. */
export let browser: Browser;

/** Points the page's client at this server as `origin`, with a fresh cookie jar. */
export function usePage(origin = 'http://localhost') {
  browser = new Browser(server, origin);
  vi.stubGlobal('window', { COURSES_CONFIG: { apiBase: origin }, location: new URL(origin) });
  vi.stubGlobal('document', {
    get cookie() {
      return browser.cookieHeader();
    },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    // Like fetch: an aborted signal rejects before anything is sent.
    if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return browser.send(request);
  });
}

/**
 * Starts a server for the calling describe's tests, the page's client pointed at it; the
 * client's logged errors are spied on, and everything goes after the last test.
 */
export function startClientServer(): void {
  server = startServer();
  beforeAll(() => usePage());
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    server.close();
    removeDir(server.dataDir);
  });
}
