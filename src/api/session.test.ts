import { fetchAppConfig, fetchCurrentUser, savePreference } from './session';
import { ApiError, GENERIC_ERROR_MESSAGE } from './errors';

type Route = () => Response | Promise<Response>;

/** Answers the page client's calls by "METHOD /path"; anything else is a 404. */
function stubServer(routes: Record<string, Route>) {
  const requests: { method: string; path: string; body: string; token: string | null }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (!(input instanceof Request)) throw new Error('the client should pass a Request');
    const path = new URL(input.url).pathname;
    const body = await input.text();
    requests.push({ method: input.method, path, body, token: input.headers.get('X-CSRFToken') });
    const route = routes[`${input.method} ${path}`];
    return route ? route() : new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const teacher = {
  id: 3,
  username: 'ms.rivera',
  type: 'teacher',
  is_staff: false,
  is_superuser: false,
  is_jr: false,
  is_premium: true,
  user_preferences: { textSizePreference: 'large' },
};

/** The rejection of `promise`, which must be an ApiError. */
async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchCurrentUser', () => {
  it('returns the logged-in user', async () => {
    stubServer({ 'GET /api/whoami/': () => json(teacher) });
    await expect(fetchCurrentUser()).resolves.toMatchObject({
      username: 'ms.rivera',
      type: 'teacher',
      user_preferences: { textSizePreference: 'large' },
    });
  });

  it.each([403, 401])('returns null for a visitor (%i)', async (status) => {
    stubServer({ 'GET /api/whoami/': () => json({ detail: 'Not logged in' }, status) });
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('fails with the generic message when the server fails', async () => {
    stubServer({ 'GET /api/whoami/': () => json({}, 500) });
    const error = await apiErrorOf(fetchCurrentUser());
    expect(error.status).toBe(500);
    expect(error.userMessage).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('fetchAppConfig', () => {
  const config = { appname: 'main', isDoctrina: false, config: { app_label: 'Courses' } };

  it('returns the configuration with its defaults filled in', async () => {
    stubServer({ 'GET /api/app_config/': () => json(config) });
    await expect(fetchAppConfig()).resolves.toEqual({
      ...config,
      google: false,
      onedrive: false,
      content_builder_requires_subscription: true,
      config: { app_label: 'Courses', logo: null },
    });
  });

  it.each<[string, Route]>([
    ['an HTTP error', () => json({}, 503)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a response of the wrong shape', () => json({ appname: 7 })],
  ])("fails with 'Please try again!' on %s", async (_case, route) => {
    stubServer({ 'GET /api/app_config/': route });
    const error = await apiErrorOf(fetchAppConfig());
    expect(error.userMessage).toBe('Please try again!');
    expect(error.cause).toBeInstanceOf(ApiError);
  });
});

describe('savePreference', () => {
  it('PATCHes the one key with the anti-forgery header', async () => {
    document.cookie = 'csrftoken=tok-9; path=/';
    const requests = stubServer({ 'PATCH /api/user/preferences/': () => json({ ok: true }) });
    await savePreference('textSizePreference', 'extralarge');
    expect(requests).toEqual([
      {
        method: 'PATCH',
        path: '/api/user/preferences/',
        body: '{"textSizePreference":"extralarge"}',
        token: 'tok-9',
      },
    ]);
  });

  it('only logs a failure', async () => {
    stubServer({ 'PATCH /api/user/preferences/': () => json({}, 500) });
    await expect(savePreference('tour', 'v1')).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(
      '[courses] preference not saved',
      expect.any(ApiError),
    );
  });
});
