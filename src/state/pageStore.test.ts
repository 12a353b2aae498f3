import { createStore } from 'jotai';
import { ApiError } from '../api/errors';
import type { User } from '../api/schemas/user';
import { makeUser } from '../testing/users';
import {
  appConfigAtom,
  currentUserAtom,
  setPreferenceAtom,
  TEXT_SIZE_KEY,
  textSizeAtom,
  userPreferencesAtom,
} from './pageStore';

type Route = () => Response | Promise<Response>;
interface Seen {
  method: string;
  path: string;
  body: string;
}

/** Answers the page client's calls by "METHOD /path"; anything else is a 404. */
function stubServer(routes: Record<string, Route>): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      if (!(input instanceof Request)) throw new Error('the client should pass a Request');
      const path = new URL(input.url).pathname;
      seen.push({ method: input.method, path, body: await input.text() });
      const route = routes[`${input.method} ${path}`];
      return route ? route() : new Response('not found', { status: 404 });
    }),
  );
  return seen;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function user(overrides: Partial<User> = {}): User {
  return makeUser({ id: 8, username: 'sam', type: 'student', ...overrides });
}

const whoami = (body: User): Record<string, Route> => ({ 'GET /api/whoami/': () => json(body) });
const visitor: Record<string, Route> = { 'GET /api/whoami/': () => json({}, 403) };
const patches = (seen: Seen[]) => seen.filter((s) => s.method === 'PATCH');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('textSizeAtom', () => {
  it('is large for a junior user', async () => {
    stubServer(whoami(user({ is_jr: true })));
    await expect(createStore().get(textSizeAtom)).resolves.toBe('large');
  });

  it('is standard for any other user and for a visitor', async () => {
    stubServer(whoami(user({ type: 'teacher' })));
    await expect(createStore().get(textSizeAtom)).resolves.toBe('standard');
    stubServer(visitor);
    await expect(createStore().get(textSizeAtom)).resolves.toBe('standard');
  });

  it('follows the preference saved on the server', async () => {
    stubServer(whoami(user({ is_jr: true, user_preferences: { textSizePreference: 'standard' } })));
    await expect(createStore().get(textSizeAtom)).resolves.toBe('standard');
    stubServer(whoami(user({ user_preferences: { textSizePreference: 'extralarge' } })));
    await expect(createStore().get(textSizeAtom)).resolves.toBe('extralarge');
  });

  it("takes this tab's choice from session storage before anything else", () => {
    const seen = stubServer(whoami(user({ user_preferences: { textSizePreference: 'large' } })));
    sessionStorage.setItem(TEXT_SIZE_KEY, '"extralarge"');
    expect(createStore().get(textSizeAtom)).toBe('extralarge');
    expect(seen).toEqual([]);
  });

  it('ignores a stored value that is not a text size', async () => {
    stubServer(whoami(user({ is_jr: true })));
    sessionStorage.setItem(TEXT_SIZE_KEY, '"huge"');
    await expect(createStore().get(textSizeAtom)).resolves.toBe('large');
  });

  it('falls back to standard when the user cannot be fetched', async () => {
    stubServer({ 'GET /api/whoami/': () => json({}, 500) });
    await expect(createStore().get(textSizeAtom)).resolves.toBe('standard');
  });

  describe('a change', () => {
    it('applies at once, writes session storage and PATCHes the preference', async () => {
      const seen = stubServer({
        ...whoami(user()),
        'PATCH /api/user/preferences/': () => json({ ok: true }),
      });
      const store = createStore();
      const saving = store.set(textSizeAtom, 'extralarge');
      // Synchronous, so readers re-render instead of suspending behind a loader.
      expect(store.get(textSizeAtom)).toBe('extralarge');
      expect(JSON.parse(sessionStorage.getItem(TEXT_SIZE_KEY) ?? 'null')).toBe('extralarge');
      await saving;
      expect(patches(seen)).toEqual([
        {
          method: 'PATCH',
          path: '/api/user/preferences/',
          body: '{"textSizePreference":"extralarge"}',
        },
      ]);
    });

    it('keeps the new size when the PATCH fails', async () => {
      const seen = stubServer({
        ...whoami(user()),
        'PATCH /api/user/preferences/': () => json({ detail: 'boom' }, 500),
      });
      const store = createStore();
      await expect(store.set(textSizeAtom, 'large')).resolves.toBeUndefined();
      expect(patches(seen)).toHaveLength(1);
      expect(store.get(textSizeAtom)).toBe('large');
      expect(console.warn).toHaveBeenCalledWith(
        '[courses] preference not saved',
        expect.any(ApiError),
      );
    });

    it('keeps the new size when the network is down', async () => {
      stubServer({
        ...whoami(user()),
        'PATCH /api/user/preferences/': () => Promise.reject(new TypeError('Failed to fetch')),
      });
      const store = createStore();
      await expect(store.set(textSizeAtom, 'large')).resolves.toBeUndefined();
      expect(store.get(textSizeAtom)).toBe('large');
    });

    it('is not sent to the server for a visitor, who has no preferences there', async () => {
      const seen = stubServer(visitor);
      const store = createStore();
      await store.set(textSizeAtom, 'extralarge');
      expect(store.get(textSizeAtom)).toBe('extralarge');
      expect(patches(seen)).toEqual([]);
    });
  });
});

describe('currentUserAtom', () => {
  it('asks the server once per store however often it is read', async () => {
    const seen = stubServer(whoami(user({ username: 'kim' })));
    const store = createStore();
    await expect(store.get(currentUserAtom)).resolves.toMatchObject({ username: 'kim' });
    await store.get(currentUserAtom);
    await store.get(textSizeAtom);
    expect(seen).toHaveLength(1);
  });

  it('is null for a visitor', async () => {
    stubServer(visitor);
    await expect(createStore().get(currentUserAtom)).resolves.toBeNull();
  });
});

describe('appConfigAtom', () => {
  it("fails with 'Please try again!'", async () => {
    stubServer({ 'GET /api/app_config/': () => json({}, 500) });
    await expect(createStore().get(appConfigAtom)).rejects.toMatchObject({
      userMessage: 'Please try again!',
    });
  });
});

describe('user preferences', () => {
  test('merge the server copy with changes made on the page and save each change', async () => {
    const calls: { method: string; url: string; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        calls.push({
          method: request.method,
          url: request.url,
          body: await request.clone().text(),
        });
        if (request.url.endsWith('/api/whoami/')) {
          return Response.json(
            makeUser({ user_preferences: { tour: 'v1', keywordPreference: 'on' } }),
          );
        }
        return new Response('{"detail":"down"}', {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const store = createStore();
    await expect(store.get(userPreferencesAtom)).resolves.toEqual({
      tour: 'v1',
      keywordPreference: 'on',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.set(setPreferenceAtom, { key: 'dashboardPreferenceSubject', value: 'science' });
    await expect(store.get(userPreferencesAtom)).resolves.toEqual({
      tour: 'v1',
      keywordPreference: 'on',
      dashboardPreferenceSubject: 'science',
    });
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toMatch(/\/api\/user\/preferences\/$/);
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ dashboardPreferenceSubject: 'science' });
    // The server refused (500): the change stays on the page and the failure is only logged.
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    vi.unstubAllGlobals();
  });
});
