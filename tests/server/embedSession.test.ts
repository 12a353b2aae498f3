/**
 * Logging in from an embed on another site: the pop-up's single-use handoff token and the
 * frame's own session with cookies a cross-site frame can keep.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Browser, json, removeDir, startServer } from './support/testServer';

/** The Fetch Metadata a browser sends when another site's page frames one of ours. */
const CROSS_SITE_FRAME = { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'cross-site' };
/** SameSite=None, Secure and Partitioned, in whatever order the attributes come. */
const FRAMED = /^(?=.*; SameSite=None(;|$))(?=.*; Secure(;|$))(?=.*; Partitioned(;|$))/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setCookie(response: Response, name: string): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${response.headers.getSetCookie().join(' | ')}`);
  return line;
}

type Server = ReturnType<typeof startServer>;

/** The student's pop-up: logged in first party, asking for a token. */
async function popupToken(server: Server, username = 'student'): Promise<string> {
  const popup = new Browser(server);
  await popup.login(username);
  const response = await popup.post('/api/embed/session-handoff/');
  expect(response.status).toBe(201);
  return ((await json(response)) as { token: string }).token;
}

/** A frame on a school's page: its own cookie jar, loaded as a cross-site frame. */
async function schoolFrame(server: Server): Promise<Browser> {
  const frame = new Browser(server);
  const page = await frame.get('/embed/lesson/the-story-of-a-heatwave/', {
    headers: CROSS_SITE_FRAME,
  });
  expect(page.status).toBe(200);
  return frame;
}

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

describe('the login pop-up and the embed views’ account line', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });
  const STATE = '0123456789abcdef0123456789abcdef';

  it('refuses a pop-up address without the frame’s state', async () => {
    for (const query of ['', '?state=short', '?state=%3Cscript%3E0123456789abcdef']) {
      const response = await server.app.request(`/demo/embed-login/${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toContain(
        'This window was not opened by Log in in an embedded lesson.',
      );
    }
  });

  it('sends a visitor through the login page in embed mode, back to the pop-up', async () => {
    const visitor = new Browser(server);
    const response = await visitor.get(`/demo/embed-login/?state=${STATE}`);
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(
      `/demo/login/?embed=1&next=${encodeURIComponent(`/demo/embed-login/?state=${STATE}&after=login`)}`,
    );
    const page = await (await visitor.get(location)).text();
    expect(page).toContain('Choose a demo user to log in to the lesson embedded on another site.');
    expect(page).not.toContain('go back without logging in');
    expect(page).toContain(`name="next" value="/demo/embed-login/?state=${STATE}&#38;after=login"`);
  });

  it('asks a logged-in user to confirm, unless they have just chosen their user', async () => {
    const popup = new Browser(server);
    await popup.login('student');
    const asked = await popup.get(`/demo/embed-login/?state=${STATE}`);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('cache-control')).toBe('no-store');
    // Nobody may frame the pop-up to click Continue through it.
    expect(asked.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(asked.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await asked.text();
    expect(html).toContain(
      `<button type="button" data-embed-handoff data-state="${STATE}">Continue as student</button>`,
    );
    expect(html).toContain('Log in as someone else');
    const chosen = await (await popup.get(`/demo/embed-login/?state=${STATE}&after=login`)).text();
    expect(chosen).toContain(`data-state="${STATE}" data-auto>Continue as student</button>`);
  });

  it('puts the account line on the embed views: Log in for a visitor, Log out for a user', async () => {
    const visitor = await (
      await server.app.request('/embed/lesson/the-story-of-a-heatwave/')
    ).text();
    expect(visitor).toContain('Visitor: log in to save your answers.');
    expect(visitor).toMatch(
      /<button type="button" data-embed-login="\/demo\/embed-login\/" data-login-page="\/demo\/login\/\?next=%2Fembed%2Flesson%2Fthe-story-of-a-heatwave%2F">Log in<\/button>/,
    );
    expect(visitor).toContain('role="status" data-embed-login-status');
    const dataset = await (
      await server.app.request('/embed/dataset/world-city-temperatures/')
    ).text();
    expect(dataset).toContain('data-embed-login=');

    const student = new Browser(server);
    await student.login('student');
    const page = await (await student.get('/embed/courses/climate-data/')).text();
    expect(page).toContain('Signed in as <strong>student</strong>');
    expect(page).toContain(
      `action="/demo/logout/?next=${encodeURIComponent('/embed/courses/climate-data/#embed-account')}"`,
    );
    expect(page).not.toContain('data-embed-login=');
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
