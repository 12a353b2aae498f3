import * as v from 'valibot';
import { defaultRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { createApiClient, swallow, type ApiClientOptions } from './client';
import { ApiError, GENERIC_ERROR_MESSAGE } from './errors';
import { FRAME_SESSION_HEADER, forgetFrameSession, keepFrameSession } from './frameSession';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A client whose network is a mock answering every call with `respond`. */
function clientWith(respond: () => Response | Promise<Response>, options: ApiClientOptions = {}) {
  const bodies: string[] = [];
  const fetchMock: FetchMock = vi.fn<typeof fetch>(async (input) => {
    // Read the body while the request is in flight, as a server would.
    bodies.push(input instanceof Request ? await input.text() : '');
    return respond();
  });
  const client = createApiClient({ ...options, fetch: fetchMock });
  return { client, fetchMock, bodies };
}

/** The Request ky handed to fetch on the n-th call. */
function sent(fetchMock: FetchMock, call = 0): Request {
  const input = fetchMock.mock.calls[call]?.[0];
  if (!(input instanceof Request)) throw new Error(`fetch call ${call} did not receive a Request`);
  return input;
}

/**
 * Sets a cookie on the whole site. happy-dom gives a cookie without a path an empty one, which
 * the shared clean-up (path=/) would not remove.
 */
function setCookie(pair: string) {
  document.cookie = `${pair}; path=/`;
}

const Ok = v.object({ ok: v.boolean() });
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

let errorLog: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.COURSES_CONFIG;
});

describe('frame session header', () => {
  afterEach(forgetFrameSession);

  it('carries the session an embed frame keeps on every call, safe or not', async () => {
    const session = 'c3'.repeat(24);
    expect(keepFrameSession(session)).toBe(true);
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }));
    await client.request('GET', '/api/whoami/', Ok);
    await client.send('POST', '/api/bookmark/');
    for (const call of [0, 1])
      expect(sent(fetchMock, call).headers.get(FRAME_SESSION_HEADER)).toBe(session);
  });

  it('is not sent without one, nor for a value that is not a session id', async () => {
    sessionStorage.setItem('courses.frameSession', 'x\r\nInjected: 1');
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }));
    await client.request('GET', '/api/whoami/', Ok);
    forgetFrameSession();
    await client.request('GET', '/api/whoami/', Ok);
    for (const call of [0, 1])
      expect(sent(fetchMock, call).headers.has(FRAME_SESSION_HEADER)).toBe(false);
  });
});

describe('anti-forgery header', () => {
  it.each(UNSAFE)('is sent from the csrftoken cookie on %s', async (method) => {
    setCookie('csrftoken=tok-123');
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }));
    await client.request(method, '/api/bookmark/', Ok, { json: { object_id: 1 } });
    await client.send(method, '/api/bookmark/7');
    for (const call of [0, 1]) {
      expect(sent(fetchMock, call).method).toBe(method);
      expect(sent(fetchMock, call).headers.get('X-CSRFToken')).toBe('tok-123');
    }
  });

  it('is never sent on GET', async () => {
    setCookie('csrftoken=tok-123');
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }));
    await client.request('GET', '/api/whoami/', Ok);
    await client.send('GET', '/api/whoami/');
    await client.blob('/api/speech/audio/');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const call of [0, 1, 2]) {
      expect(sent(fetchMock, call).method).toBe('GET');
      expect(sent(fetchMock, call).headers.has('X-CSRFToken')).toBe(false);
    }
  });

  it('reads the cookie at the moment of each request', async () => {
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }));
    setCookie('csrftoken=first');
    await client.send('POST', '/api/bookmark/');
    setCookie('csrftoken=second');
    await client.send('POST', '/api/bookmark/');
    expect(sent(fetchMock, 0).headers.get('X-CSRFToken')).toBe('first');
    expect(sent(fetchMock, 1).headers.get('X-CSRFToken')).toBe('second');
  });

  it('finds the token among other cookies and decodes it', async () => {
    setCookie('sessionid=s1');
    setCookie('csrftoken=a%2Bb%3D');
    setCookie('theme=dark');
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }));
    await client.send('PUT', '/api/user-lessons/1/');
    expect(sent(fetchMock).headers.get('X-CSRFToken')).toBe('a+b=');
  });

  it('sends a token it cannot decode as it stands rather than failing the request', async () => {
    setCookie('csrftoken=50%off');
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }));
    await client.send('POST', '/api/bookmark/');
    expect(sent(fetchMock).headers.get('X-CSRFToken')).toBe('50%off');
  });

  it('still sends the request without a header when there is no cookie', async () => {
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }));
    await client.send('POST', '/api/bookmark/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(fetchMock).headers.has('X-CSRFToken')).toBe(false);
  });

  it('uses the cookie and header names of the config option', async () => {
    setCookie('csrftoken=django');
    setCookie('XSRF-TOKEN=custom');
    const config = (): RuntimeConfig => ({
      ...defaultRuntimeConfig,
      csrfCookieName: 'XSRF-TOKEN',
      csrfHeaderName: 'X-XSRF-TOKEN',
    });
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }), { config });
    await client.send('DELETE', '/api/bookmark/3');
    await client.send('GET', '/api/bookmark/3');
    expect(sent(fetchMock, 0).headers.get('X-XSRF-TOKEN')).toBe('custom');
    expect(sent(fetchMock, 0).headers.has('X-CSRFToken')).toBe(false);
    expect(sent(fetchMock, 1).headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('uses the names a host page sets in COURSES_CONFIG', async () => {
    window.COURSES_CONFIG = { csrfCookieName: 'tok', csrfHeaderName: 'X-Token' };
    setCookie('tok=from-page');
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }));
    await client.send('PATCH', '/api/user/preferences/');
    expect(sent(fetchMock).headers.get('X-Token')).toBe('from-page');
  });
});

describe('requests', () => {
  it('sends credentials on every call', async () => {
    const { client, fetchMock } = clientWith(() => jsonResponse({ ok: true }));
    await client.request('GET', '/api/whoami/', Ok);
    await client.send('POST', '/api/bookmark/');
    await client.blob('/api/speech/audio/');
    for (const call of [0, 1, 2]) expect(sent(fetchMock, call).credentials).toBe('include');
  });

  it('prefixes the API base, sends JSON and drops undefined search parameters', async () => {
    const config = (): RuntimeConfig => ({
      ...defaultRuntimeConfig,
      apiBase: 'https://api.example.org',
    });
    const { client, fetchMock, bodies } = clientWith(() => jsonResponse({ ok: true }), { config });
    await client.request('POST', '/api/bookmark/', Ok, {
      json: { object_type: 'lesson', object_id: 4 },
      searchParams: { type: 'dataset', page: 2, q: undefined },
    });
    const request = sent(fetchMock);
    expect(request.url).toBe('https://api.example.org/api/bookmark/?type=dataset&page=2');
    expect(request.headers.get('Content-Type')).toContain('application/json');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ object_type: 'lesson', object_id: 4 });
  });

  it('returns the validated response', async () => {
    const { client } = clientWith(() => jsonResponse({ ok: true, extra: 1 }));
    await expect(client.request('GET', '/api/x/', Ok)).resolves.toEqual({ ok: true });
  });

  it('reads an empty response as null', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(client.request('DELETE', '/api/bookmark/1', v.null())).resolves.toBeNull();
    const { client: other } = clientWith(() => new Response('', { status: 200 }));
    await expect(other.request('PATCH', '/api/user/preferences/', v.unknown())).resolves.toBeNull();
  });

  it('returns the status from send', async () => {
    const { client } = clientWith(() => new Response(null, { status: 201 }));
    await expect(client.send('POST', '/api/misc/common-notify/')).resolves.toBe(201);
  });
});

/** The rejection of `promise`, which must be an ApiError. */
async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('failures', () => {
  it('rejects a response that fails its schema with the generic message and logs the bad field', async () => {
    const Course = v.object({ id: v.number(), modules: v.array(v.object({ slug: v.string() })) });
    const { client } = clientWith(() =>
      jsonResponse({ id: 1, modules: [{ slug: 'a' }, { slug: 7 }] }),
    );
    const error = await apiErrorOf(client.request('GET', '/api/courses/1', Course));
    expect(error.userMessage).toBe("Sorry! Something went wrong, but we're looking into it.");
    expect(error.kind).toBe('shape');
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('modules.1.slug'));
  });

  it('treats a body that is not JSON as a bad response, not as a network failure', async () => {
    const { client } = clientWith(() => new Response('<html>Login</html>', { status: 200 }));
    const error = await apiErrorOf(client.request('GET', '/api/whoami/', Ok));
    expect(error.userMessage).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.kind).toBe('shape');
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('/api/whoami/'));
  });

  it('turns HTTP 500 into the generic message, keeping the status', async () => {
    const { client } = clientWith(() => jsonResponse({ detail: 'boom' }, 500));
    const error = await apiErrorOf(client.request('GET', '/api/courses/1', Ok));
    expect(error.userMessage).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    const sendError = await apiErrorOf(client.send('POST', '/api/courses/enroll/'));
    expect(sendError.status).toBe(500);
  });

  it('turns a network failure into the generic message', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await apiErrorOf(client.request('GET', '/api/courses/1', Ok));
    expect(error.userMessage).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.kind).toBe('network');
    expect((await apiErrorOf(client.blob('/api/speech/audio/'))).kind).toBe('network');
  });

  it('turns a time-out into the generic message', async () => {
    const never = () => new Promise<Response>(() => {});
    const { client } = clientWith(never, { timeoutMs: 10 });
    const error = await apiErrorOf(client.request('GET', '/api/lessons/1/', Ok));
    expect(error.kind).toBe('network');
    expect(error.userMessage).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('reports a cancelled request as aborted', async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn<typeof fetch>(
      (input) =>
        new Promise<Response>((_resolve, reject) => {
          // Like fetch: reject at once for a signal already aborted, else when it aborts.
          const signal = input instanceof Request ? input.signal : undefined;
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const client = createApiClient({ fetch: fetchMock });
    const pending = client.request('GET', '/api/lookup/keyword/1/', Ok, {
      signal: controller.signal,
    });
    controller.abort();
    expect((await apiErrorOf(pending)).kind).toBe('aborted');
  });
});

describe('swallow', () => {
  it('passes a value through', async () => {
    await expect(swallow(Promise.resolve(5))).resolves.toBe(5);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('returns undefined for a failure and logs it', async () => {
    const failure = new ApiError('GET /api/lessons/1/ failed with 500', 'http', 500);
    await expect(swallow(Promise.reject(failure))).resolves.toBeUndefined();
    expect(errorLog).toHaveBeenCalledWith('[courses]', failure);
  });
});
