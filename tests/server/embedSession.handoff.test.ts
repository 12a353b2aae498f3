/**
 * Logging in from an embed on another site: the pop-up's single-use handoff token and the
 * frame's own session with cookies a cross-site frame can keep.
 * Here: the handoff and the frame's session.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  CROSS_SITE_FRAME,
  FRAMED,
  popupToken,
  schoolFrame,
  setCookie,
  sleep,
} from './support/embedSession';
import { Browser, json, removeDir, startServer } from './support/testServer';

describe('embed sessions', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('gives a page framed by another site an anti-forgery cookie of the framed kind', async () => {
    const framed = await server.app.request('/embed/lesson/the-story-of-a-heatwave/', {
      headers: CROSS_SITE_FRAME,
    });
    expect(setCookie(framed, 'csrftoken')).toMatch(FRAMED);
    // This site's own preview frames it same-origin, and a top-level visit is first party.
    for (const headers of [
      { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'none' },
    ]) {
      const page = await server.app.request('/embed/lesson/the-story-of-a-heatwave/', { headers });
      const cookie = setCookie(page, 'csrftoken');
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/Partitioned/);
    }
  });

  it('refuses a handoff token to a visitor', async () => {
    const visitor = new Browser(server);
    const response = await visitor.post('/api/embed/session-handoff/');
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({
      detail: 'Authentication credentials were not provided.',
    });
  });

  it('issues a short-lived token that is not cached', async () => {
    const popup = new Browser(server);
    await popup.login('student');
    const response = await popup.post('/api/embed/session-handoff/');
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await json(response)) as { token: string; expires_in: number };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expires_in).toBe(60);
    // Only a hash is stored.
    const stored = server.context.db.prepare('SELECT token_hash FROM embed_handoffs').all() as {
      token_hash: string;
    }[];
    expect(stored.map((row) => row.token_hash)).not.toContain(body.token);
  });

  it('starts the frame’s session with framed cookies and never puts the session id in the body', async () => {
    const token = await popupToken(server);
    const frame = await schoolFrame(server);
    const response = await frame.post('/api/embed/session/', { token });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ username: 'student', type: 'student' });
    const session = setCookie(response, 'sessionid');
    expect(session).toMatch(FRAMED);
    expect(session).toMatch(/; HttpOnly/);
    const sessionId = frame.cookies.get('sessionid') ?? '';
    expect(sessionId).toMatch(/^[0-9a-f]{48}$/);
    expect(text).not.toContain(sessionId);
    // The anti-forgery token is replaced at login, as the framed kind too.
    expect(setCookie(response, 'csrftoken')).toMatch(FRAMED);

    expect(await json(await frame.get('/api/whoami/'))).toMatchObject({ username: 'student' });
    // The frame's unsafe calls work with its header: the student can save.
    const lesson = await frame.post('/api/user-lessons/', { lesson: 1 });
    expect([200, 201]).toContain(lesson.status);
  });

  it('refuses a token used once already, an unknown one and a malformed body', async () => {
    const token = await popupToken(server);
    const first = await schoolFrame(server);
    expect((await first.post('/api/embed/session/', { token })).status).toBe(200);

    const second = await schoolFrame(server);
    const reused = await second.post('/api/embed/session/', { token });
    expect(reused.status).toBe(403);
    expect(await json(reused)).toEqual({
      detail: 'This login has been used already. Choose Log in to try again.',
    });
    expect(reused.headers.getSetCookie().some((line) => line.startsWith('sessionid='))).toBe(false);
    expect(await json(await second.get('/api/whoami/'))).toBeNull();

    const unknown = await second.post('/api/embed/session/', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(403);
    expect(await json(unknown)).toEqual({
      detail: 'This login is not valid. Choose Log in to try again.',
    });

    for (const body of [{}, { token: 'short' }, { token, user: 2 }]) {
      const malformed = await second.post('/api/embed/session/', body);
      expect(malformed.status, JSON.stringify(body)).toBe(400);
      expect(((await json(malformed)) as { detail: string }).detail).toMatch(/^Invalid request/);
    }
  });

  it('lets only one of two racing frames spend a token', async () => {
    const token = await popupToken(server);
    const [a, b] = await Promise.all([schoolFrame(server), schoolFrame(server)]);
    const statuses = await Promise.all(
      [a, b].map(async (frame) => (await frame.post('/api/embed/session/', { token })).status),
    );
    expect(statuses.sort()).toEqual([200, 403]);
  });

  it('logs the frame in as the user who asked for the token, ending the frame’s former session', async () => {
    const frame = await schoolFrame(server);
    expect(
      (await frame.post('/api/embed/session/', { token: await popupToken(server, 'teacher') }))
        .status,
    ).toBe(200);
    const teacherSession = frame.cookies.get('sessionid');
    expect(await json(await frame.get('/api/whoami/'))).toMatchObject({ username: 'teacher' });

    const response = await frame.post('/api/embed/session/', { token: await popupToken(server) });
    expect(response.status).toBe(200);
    expect(await json(await frame.get('/api/whoami/'))).toMatchObject({ username: 'student' });
    const left = server.context.db
      .prepare('SELECT COUNT(*) AS n FROM sessions WHERE id = ?')
      .get(teacherSession) as { n: number };
    expect(left.n).toBe(0);
  });

  it('cancels the token when the pop-up logs out before the frame spends it', async () => {
    const popup = new Browser(server);
    await popup.login('student');
    const { token } = (await json(await popup.post('/api/embed/session-handoff/'))) as {
      token: string;
    };
    await popup.request('POST', '/demo/logout/', {
      form: { csrfmiddlewaretoken: popup.cookies.get('csrftoken') ?? '' },
      csrf: false,
    });
    const frame = await schoolFrame(server);
    const response = await frame.post('/api/embed/session/', { token });
    expect(response.status).toBe(403);
    expect(((await json(response)) as { detail: string }).detail).toBe(
      'This login is not valid. Choose Log in to try again.',
    );
  });

  it('keeps the anti-forgery rules: no header, or another site’s Origin, is refused', async () => {
    const token = await popupToken(server);
    const frame = await schoolFrame(server);
    const bare = await frame.post('/api/embed/session/', { token }, { csrf: false });
    expect(bare.status).toBe(403);
    expect(((await json(bare)) as { detail: string }).detail).toMatch(/^CSRF Failed/);
    const foreign = await frame.post(
      '/api/embed/session/',
      { token },
      { headers: { Origin: 'https://school.example' } },
    );
    expect(foreign.status).toBe(403);
    expect(((await json(foreign)) as { detail: string }).detail).toMatch(/^CSRF Failed: Origin/);
    // Neither refusal spent the token.
    expect((await frame.post('/api/embed/session/', { token })).status).toBe(200);
  });

  it('logs the frame out with framed deletions, so the partitioned cookie really goes', async () => {
    const frame = await schoolFrame(server);
    await frame.post('/api/embed/session/', { token: await popupToken(server) });
    const response = await frame.request(
      'POST',
      '/demo/logout/?next=/embed/lesson/the-story-of-a-heatwave/',
      { form: { csrfmiddlewaretoken: frame.cookies.get('csrftoken') ?? '' }, csrf: false },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/embed/lesson/the-story-of-a-heatwave/');
    const deletion = setCookie(response, 'sessionid');
    expect(deletion).toMatch(/Max-Age=0/);
    expect(deletion).toMatch(FRAMED);
    expect(setCookie(response, 'csrftoken')).toMatch(FRAMED);
    expect(await json(await frame.get('/api/whoami/'))).toBeNull();
  });
});

describe('embed handoff expiry', () => {
  const server = startServer({ embedHandoffTtlMs: 150 });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('refuses a token the frame spends after it expired', async () => {
    const token = await popupToken(server);
    const frame = await schoolFrame(server);
    await sleep(300);
    const response = await frame.post('/api/embed/session/', { token });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({
      detail: 'This login took too long and has expired. Choose Log in to try again.',
    });
    expect(await json(await frame.get('/api/whoami/'))).toBeNull();
  });
});
