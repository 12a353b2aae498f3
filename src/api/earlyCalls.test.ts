import * as v from 'valibot';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { forgetEarlyCalls, sendEarly, sendEarlyAfter } from './earlyCalls';
import { FRAME_SESSION_HEADER, forgetFrameSession, keepFrameSession } from './frameSession';

const Config = v.object({ variant: v.string() });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A client whose own network answers `fallback` and counts its calls. */
function client(fallback: () => Response = () => json({ variant: 'client' })) {
  const clientFetch = vi.fn<typeof fetch>(async () => fallback());
  return { api: createApiClient({ fetch: clientFetch }), clientFetch };
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  forgetEarlyCalls();
  forgetFrameSession();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('the first GET of a path sent early takes its answer; the next asks the network', async () => {
  const early = vi.fn<typeof fetch>(async () => json({ variant: 'early' }));
  sendEarly('/api/app_config/', early);
  sendEarly('/api/app_config/', early); // sent once however often the page asks
  const { api, clientFetch } = client();
  expect(await api.request('GET', '/api/app_config/', Config)).toEqual({ variant: 'early' });
  expect(clientFetch).not.toHaveBeenCalled();
  expect(await api.request('GET', '/api/app_config/', Config)).toEqual({ variant: 'client' });
  expect(early).toHaveBeenCalledTimes(1);
  const [url, init] = early.mock.calls[0]!;
  expect(url).toBe(new URL('/api/app_config/', window.location.href).href);
  expect(init).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json' } });
});

test('an early answer goes through the same checks as any other', async () => {
  sendEarly('/api/app_config/', async () => json({ detail: 'nope' }, 403));
  const { api } = client();
  const refused = await api.request('GET', '/api/app_config/', Config).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(403);
  sendEarly('/api/whoami/', async () => json({ unexpected: true }));
  const shape = await api.request('GET', '/api/whoami/', Config).catch((e: unknown) => e);
  expect((shape as ApiError).kind).toBe('shape');
});

test('an early call that failed on the network is asked again by the client', async () => {
  sendEarly('/api/whoami/', () => Promise.reject(new TypeError('Failed to fetch')));
  const { api, clientFetch } = client();
  expect(await api.request('GET', '/api/whoami/', Config)).toEqual({ variant: 'client' });
  expect(clientFetch).toHaveBeenCalledTimes(1);
});

test('an answer is never used for another login, another method or a late request', async () => {
  sendEarly('/api/whoami/', async () => json({ variant: 'visitor' }));
  keepFrameSession('ab'.repeat(24)); // logged in inside an embed frame since
  const { api, clientFetch } = client();
  expect(await api.request('GET', '/api/whoami/', Config)).toEqual({ variant: 'client' });
  expect(clientFetch.mock.calls[0]![0]).toBeInstanceOf(Request);
  expect((clientFetch.mock.calls[0]![0] as Request).headers.get(FRAME_SESSION_HEADER)).toBe(
    'ab'.repeat(24),
  );

  sendEarly('/api/things/', async () => json({ variant: 'early' }));
  await api.send('DELETE', '/api/things/');
  expect(clientFetch).toHaveBeenCalledTimes(2);

  vi.useFakeTimers({ toFake: ['performance'] });
  sendEarly('/api/late/', async () => json({ variant: 'early' }));
  vi.advanceTimersByTime(10_001);
  expect(await api.request('GET', '/api/late/', Config)).toEqual({ variant: 'client' });
});

describe('a call sent early once another has answered', () => {
  const Course = v.object({ enroll_id: v.number() });
  const Saved = v.object({ step: v.number() });
  const enrolment = (body: unknown) =>
    `/api/course-response/${(body as { enroll_id: number }).enroll_id}/7`;

  test('is sent with the path read off the answer, and the client still gets both whole', async () => {
    const early = vi.fn<typeof fetch>(async (url) =>
      String(url).endsWith('/api/courses/c') ? json({ enroll_id: 3 }) : json({ step: 7 }),
    );
    sendEarlyAfter(sendEarly('/api/courses/c', early)!, enrolment, early);
    const { api, clientFetch } = client();
    expect(await api.request('GET', '/api/courses/c', Course)).toEqual({ enroll_id: 3 });
    await vi.waitFor(() => expect(early).toHaveBeenCalledTimes(2));
    expect(String(early.mock.calls[1]![0])).toMatch(/\/api\/course-response\/3\/7$/);
    expect(await api.request('GET', '/api/course-response/3/7', Saved)).toEqual({ step: 7 });
    expect(clientFetch).not.toHaveBeenCalled();
  });

  test('is not sent after a refusal, a failure, or when the answer names nothing', async () => {
    const early = vi.fn<typeof fetch>(async () => json({ detail: 'no' }, 403));
    sendEarlyAfter(sendEarly('/api/courses/a', early)!, enrolment, early);
    const failing = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    sendEarlyAfter(sendEarly('/api/courses/b', failing)!, enrolment, failing);
    const nothing = vi.fn<typeof fetch>(async () => json({ enroll_id: 0 }));
    sendEarlyAfter(sendEarly('/api/courses/d', nothing)!, () => null, nothing);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([early, failing, nothing].map((send) => send.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
