/** Point 2: every redirect target from a request stays on this site; short links too. */
import { afterAll, describe, expect, it } from 'vitest';
import { safeRedirect } from '../../host-demo/server/http/safeRedirect';
import { Browser, json, removeDir, startServer } from '../server/support/testServer';
import { loggedIn, PRIVATE_DATASET } from './support';

const server = startServer({ publicOrigin: 'https://courses.example' });
afterAll(() => {
  server.close();
  removeDir(server.dataDir);
});

const PAYLOADS = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%09/evil.example/',
  '/%0d%0aSet-Cookie:x=1',
  '/\t/evil.example/',
  'https://evil.example',
  'javascript:alert(1)',
  '/%2F/evil.example',
  '/%5Cevil.example',
  'evil.example',
  '',
];

describe('open redirects', () => {
  it.each(PAYLOADS)('the helper sends %j home', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('keeps a plain path of this site, with its query', () => {
    expect(safeRedirect('/courses/climate-data/?step=2')).toBe('/courses/climate-data/?step=2');
  });

  it.each(PAYLOADS)('login with next=%j lands on /', async (next) => {
    const browser = new Browser(server);
    await browser.get('/demo/login/');
    const response = await browser.request('POST', '/demo/login/', {
      form: {
        username: 'student',
        next,
        csrfmiddlewaretoken: browser.cookies.get('csrftoken') ?? '',
      },
      csrf: false,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('a CRLF next is not a server error, on the login page or the login itself', async () => {
    const browser = new Browser(server);
    const page = await browser.get('/demo/login/?next=/%0d%0aLocation:%20https://evil.example');
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('evil.example');
    const response = await browser.request('POST', '/demo/login/', {
      form: {
        username: 'student',
        next: '/\r\nLocation: https://evil.example',
        csrfmiddlewaretoken: browser.cookies.get('csrftoken') ?? '',
      },
      csrf: false,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it.each(PAYLOADS)('logout with next=%j lands on /', async (next) => {
    const browser = await loggedIn(server, 'student');
    const response = await browser.post(`/demo/logout/?next=${encodeURIComponent(next)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('short links', () => {
  const body = { url: '/datasets/world-city-temperatures/', type: 'dataset', id: 1 };

  it('are refused to visitors', async () => {
    expect((await new Browser(server).post('/api/misc/get_short_url/', body)).status).toBe(403);
  });

  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example'])(
    'are refused for %j (not a page of this site)',
    async (url) => {
      const teacher = await loggedIn(server, 'teacher');
      expect((await teacher.post('/api/misc/get_short_url/', { ...body, url })).status).toBe(400);
    },
  );

  it("are built on the configured origin, whatever the request's Host says", async () => {
    const teacher = await loggedIn(server, 'teacher');
    const forged = await teacher.post('/api/misc/get_short_url/', body, {
      headers: { Host: 'evil.example' },
    });
    const { url } = (await json(forged)) as { url: string };
    expect(url).toMatch(/^https:\/\/courses\.example\/s\/\w+$/);
    const dataset = (await json(await teacher.get('/api/datasets/world-city-temperatures/'))) as {
      short_url: string;
    };
    expect(dataset.short_url).toBe(url);
    const redirect = await teacher.get(new URL(url).pathname);
    expect(redirect.headers.get('location')).toBe(body.url);
  });

  it("cannot be made for someone else's private dataset", async () => {
    const teacher = await loggedIn(server, 'teacher');
    const response = await teacher.post('/api/misc/get_short_url/', {
      url: `/datasets/${PRIVATE_DATASET.code}/`,
      type: 'dataset',
      id: PRIVATE_DATASET.id,
    });
    expect(response.status).toBe(404);
    const row = server.context.db
      .prepare('SELECT short_url FROM datasets WHERE id = ?')
      .get(PRIVATE_DATASET.id) as { short_url: string | null };
    expect(row.short_url).toBeNull();
  });
});
