import { getRuntimeConfig } from '../config/runtimeConfig';
import { FRAME_SESSION_HEADER, readFrameSession } from './frameSession';

/**
 * GET calls the page is known to need at its start (the app config, who is logged in), sent
 * by the loader as soon as it runs, before the API client's code has arrived and before any
 * widget has rendered. The client (client.ts) takes each answer once, for its first matching
 * request, as if it had sent that request itself: the answer goes through the same checks.
 * On a school laptop this saves the several hundred ms the calls would otherwise wait for the
 * code that sends them.
 */
interface EarlyCall {
  response: Promise<Response>;
  /** The frame session the call carried: an answer for another login is never used. */
  frameSession: string | null;
  sentAt: number;
}

/** An early answer is for the page's start only; a later request asks afresh. */
export const EARLY_CALL_FRESH_MS = 10_000;

const calls = new Map<string, EarlyCall>();

/** The absolute URL a client request for `path` has, so an early call can be matched. */
function urlOf(path: string): string {
  return new URL(getRuntimeConfig().apiBase + path, window.location.href).href;
}

/**
 * Sends GET `path` now, with the headers the client would give it, unless already sent; returns
 * the call's answer (still to be taken by the client), or undefined when it had been sent.
 */
export function sendEarly(
  path: string,
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Response> | undefined {
  const url = urlOf(path);
  if (calls.has(url)) return undefined;
  const frameSession = readFrameSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (frameSession) headers[FRAME_SESSION_HEADER] = frameSession;
  const response = send(url, { credentials: 'include', headers });
  // A failure is met by the request that takes the call (it asks again, see takeEarly).
  response.catch(() => undefined);
  calls.set(url, { response, frameSession, sentAt: performance.now() });
  return response;
}

/**
 * Once the early call `response` answers 200, sends GET of the path `next` reads off its JSON
 * body (a call that needs the first one's answer: the step's saved answers need the course's
 * enrollment); `next` returns null to send nothing. The body is read from a copy, taken before
 * the client can take the answer (this callback was registered first), so the client still
 * gets the whole answer.
 */
export function sendEarlyAfter(
  response: Promise<Response>,
  next: (body: unknown) => string | null,
  send?: typeof fetch,
): void {
  void response
    .then((answer) => (answer.status === 200 ? answer.clone().json() : null))
    .then((body: unknown) => {
      const path = body === null ? null : next(body);
      if (path !== null) sendEarly(path, send);
    })
    // Not sent early, the call is sent by its widget as usual.
    .catch(() => undefined);
}

/**
 * The answer of an early call matching `request` (a GET of the same URL, for the same login),
 * taken once; undefined when there is none. An early call that failed is sent again with
 * `retry`, so a passing network problem at the page's start costs nothing extra.
 */
export function takeEarly(
  request: Request,
  retry: (request: Request) => Promise<Response>,
): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const call = calls.get(request.url);
  if (!call) return undefined;
  calls.delete(request.url);
  const sameLogin = request.headers.get(FRAME_SESSION_HEADER) === call.frameSession;
  if (!sameLogin || performance.now() - call.sentAt > EARLY_CALL_FRESH_MS) return undefined;
  return call.response.catch(() => retry(request));
}

/** Forgets every early call (tests start each case from a new page). */
export function forgetEarlyCalls(): void {
  calls.clear();
}
