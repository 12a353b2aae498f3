import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { getRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { isUnsafeMethod, readCookie } from './csrf';
import { FRAME_SESSION_HEADER, readFrameSession } from './frameSession';
import { ApiError, isAbortError } from './errors';
import { readErrorBody } from './endpoints/errorBody';
import { describeIssues } from './describeIssues';
import { takeEarly } from './earlyCalls';
import { reportEvent } from '../reporting/hook';
import { pathPattern } from '../reporting/pathPattern';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type AnySchema = v.GenericSchema;

export interface RequestOptions {
  json?: unknown;
  body?: FormData | URLSearchParams;
  searchParams?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Replaces the global fetch (tests, server-side rendering). */
  fetch?: typeof globalThis.fetch;
  /** Fixed settings; by default they are read from the page on every request. */
  config?: () => RuntimeConfig;
  timeoutMs?: number;
}

export interface ApiClient {
  /** Sends a request and validates the JSON response with `schema`. */
  request<S extends AnySchema>(
    method: Method,
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>;
  /** Sends a request whose response body is not read (204, or status-only checks). */
  send(method: Method, path: string, options?: RequestOptions): Promise<number>;
  /** Fetches a binary body (audio, images). */
  blob(path: string, options?: RequestOptions): Promise<Blob>;
}

function cleanSearchParams(
  params: RequestOptions['searchParams'],
): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) out[key] = String(value);
  return out;
}

/** Turns whatever ky or fetch threw into an ApiError with a message that is safe to show. */
function toApiError(error: unknown, method: Method, path: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    return new ApiError(
      `${method} ${path} failed with ${error.response.status}`,
      'http',
      error.response.status,
      undefined,
      {
        cause: error,
      },
    );
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new ApiError(`${method} ${path} was aborted`, 'aborted', undefined, undefined, {
      cause: error,
    });
  }
  if (error instanceof TimeoutError) {
    return new ApiError(`${method} ${path} timed out`, 'network', undefined, undefined, {
      cause: error,
    });
  }
  return new ApiError(
    `${method} ${path} could not reach the server`,
    'network',
    undefined,
    undefined,
    { cause: error },
  );
}

/**
 * A failed call as the page's report names it: method, path pattern (ids replaced) and status,
 * never a body or a query. A call aborted on purpose is no failure.
 */
function reportFailure(method: Method, path: string, error: ApiError): ApiError {
  if (error.kind !== 'aborted')
    reportEvent({
      type: 'api-failure',
      method,
      path: pathPattern(path),
      status: error.status ?? null,
      kind: error.kind,
    });
  return error;
}

/** An empty body (204, or a 200 or 201 that says nothing) reads as null. */
function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const readConfig = options.config ?? getRuntimeConfig;
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http: KyInstance = ky.create({
    credentials: 'include',
    retry: 0,
    timeout: options.timeoutMs ?? 30_000,
    // The loader may have sent this GET already, at the page's start (earlyCalls.ts).
    fetch: (input, init) =>
      (input instanceof Request ? takeEarly(input, (request) => send(request)) : undefined) ??
      send(input, init),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Accept', request.headers.get('Accept') ?? 'application/json');
          // An embed frame whose browser keeps no cookie logs in by this header instead.
          const frameSession = readFrameSession();
          if (frameSession) request.headers.set(FRAME_SESSION_HEADER, frameSession);
          if (!isUnsafeMethod(request.method)) return;
          const config = readConfig();
          const token = readCookie(config.csrfCookieName);
          if (token) request.headers.set(config.csrfHeaderName, token);
        },
      ],
    },
  });

  function call(method: Method, path: string, opts: RequestOptions = {}) {
    const url = readConfig().apiBase + path;
    const searchParams = cleanSearchParams(opts.searchParams);
    return http(url, {
      method,
      ...(opts.json !== undefined ? { json: opts.json } : {}),
      ...(opts.body !== undefined ? { body: opts.body } : {}),
      ...(searchParams ? { searchParams } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  }

  return {
    async request(method, path, schema, opts) {
      let status: number;
      let text: string;
      try {
        const response = await call(method, path, opts);
        status = response.status;
        text = await response.text();
      } catch (error) {
        throw reportFailure(method, path, toApiError(error, method, path));
      }
      const data = parseBody(text);
      const result = data.ok ? v.safeParse(schema, data.value) : undefined;
      if (!result?.success) {
        // A body that is not JSON is usually a login or error page served with 200: a bad
        // response, not a network failure, and worth naming as such in the log.
        const detail = result ? describeIssues(result.issues) : 'the body is not JSON';
        console.error(`[courses] ${method} ${path}: unexpected response shape: ${detail}`);
        throw reportFailure(
          method,
          path,
          new ApiError(`${method} ${path}: unexpected response shape: ${detail}`, 'shape', status),
        );
      }
      return result.output;
    },
    async send(method, path, opts) {
      try {
        const response = await call(method, path, opts);
        return response.status;
      } catch (error) {
        throw reportFailure(method, path, toApiError(error, method, path));
      }
    },
    async blob(path, opts) {
      try {
        return await (await call('GET', path, opts)).blob();
      } catch (error) {
        throw reportFailure('GET', path, toApiError(error, 'GET', path));
      }
    },
  };
}

/** The page's client: one per runtime, reading settings from the page on every call. */
export const api: ApiClient = createApiClient();

/**
 * Lesson and course calls swallow errors and return nothing (spec section 7): the caller shows
 * its own empty state. The failure is still logged for developers.
 */
export async function swallow<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (error) {
    // An aborted call was cancelled on purpose (a newer one replaced it, a view closed).
    if (!isAbortError(error)) console.error('[courses]', error);
    return undefined;
  }
}

/** What a call that may be refused for a reason the user must read resolves to. */
export type CallResult<T> =
  | { ok: true; data: T }
  /** status is undefined when the server was not reached; detail is the body's message. */
  | { ok: false; status: number | undefined; detail: string | undefined };

/**
 * Like swallow, but keeps what the server said: the status, and the `detail` of its error
 * body (e.g. 404 for a course that does not exist, 409 for a submitted step).
 */
export async function settle<T>(promise: Promise<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    if (!isAbortError(error)) console.error('[courses]', error);
    const status = error instanceof ApiError ? error.status : undefined;
    const body = await readErrorBody(error);
    const detail = v.is(ErrorDetailSchema, body) ? body.detail : undefined;
    return { ok: false, status, detail };
  }
}

const ErrorDetailSchema = v.object({ detail: v.string() });
