/** Point 5: anti-forgery as Django does it, and sessions that end. */
import { afterAll, describe, expect, it } from 'vitest';
import { Browser, json, removeDir, startServer } from '../server/support/testServer';
import { loggedIn } from './support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const whoami = async (browser: Browser) => json(await browser.get('/api/whoami/'));

describe('anti-forgery', () => {
  const server = startServer({ publicOrigin: 'https://courses.example' });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it.each(['https://evil.example', 'null', 'http://localhost.evil.example'])(
    'refuses an unsafe request from Origin %s even with a valid token',
    async (origin) => {
      const student = await loggedIn(server, 'student');
      const response = await student.patch(
        '/api/user/preferences/',
        { tour: 'done' },
        { headers: { Origin: origin } },
      );
      expect(response.status).toBe(403);
      expect(((await json(response)) as { detail: string }).detail).toMatch(/^CSRF Failed/);
    },
  );

  it('accepts its own origin and the configured one', async () => {
    const student = await loggedIn(server, 'student');
    for (const origin of ['http://localhost', 'https://courses.example']) {
      const response = await student.patch(
        '/api/user/preferences/',
        { tour: 'done' },
        { headers: { Origin: origin } },
      );
      expect(response.status, origin).toBe(200);
    }
  });

  it('rotates the token at login, so a token planted before login is worthless', async () => {
    const browser = new Browser(server);
    await browser.get('/demo/login/');
    const before = browser.cookies.get('csrftoken');
    expect(before).toMatch(/^[A-Za-z0-9]{32}$/);
    await browser.login('student');
    const after = browser.cookies.get('csrftoken');
    expect(after).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(after).not.toBe(before);
    // The old token, even sent with a matching cookie, is not the session's any more.
    const stale = await browser.patch(
      '/api/user/preferences/',
      { tour: 'x' },
      { csrf: before ?? '' },
    );
    expect(stale.status).toBe(403);
  });
});

describe('session lifetime', () => {
  it('ends a session left unused longer than the idle limit', async () => {
    const server = startServer({ sessionIdleMs: 300 });
    try {
      const student = await loggedIn(server, 'student');
      expect(await whoami(student)).toMatchObject({ username: 'student' });
      await sleep(150);
      // Use keeps it alive...
      expect(await whoami(student)).toMatchObject({ username: 'student' });
      await sleep(450);
      // ...idleness ends it.
      expect(await whoami(student)).toBeNull();
    } finally {
      server.close();
      removeDir(server.dataDir);
    }
  });

  it('ends a session at its absolute age even while it is used', async () => {
    const server = startServer({ sessionMaxAgeMs: 600, sessionIdleMs: 10_000 });
    try {
      const student = await loggedIn(server, 'student');
      for (let i = 0; i < 3; i++) {
        expect(await whoami(student)).toMatchObject({ username: 'student' });
        await sleep(100);
      }
      await sleep(500);
      expect(await whoami(student)).toBeNull();
    } finally {
      server.close();
      removeDir(server.dataDir);
    }
  });

  it('invalidates the session on the server at logout', async () => {
    const server = startServer();
    try {
      const student = await loggedIn(server, 'student');
      const stolen = student.cookies.get('sessionid');
      expect(stolen).toBeTruthy();
      expect((await student.post('/demo/logout/')).status).toBe(302);
      const thief = new Browser(server);
      thief.cookies.set('sessionid', stolen ?? '');
      expect(await whoami(thief)).toBeNull();
    } finally {
      server.close();
      removeDir(server.dataDir);
    }
  });
});
