import { afterAll, describe, expect, it } from 'vitest';
import { AppConfigSchema } from '../../src/api/schemas/appConfig';
import { ProviderShareResultSchema } from '../../src/api/schemas/sharing';
import { GOOGLE_CLASSROOM_SCOPES } from '../../src/api/schemas/sharing';
import {
  Browser,
  consentToClassroom,
  expectShape,
  grantClassroom,
  json,
  removeDir,
  startServer,
} from './support/testServer';

/** premium_teacher's Google class (seed data) and a dataset to post to it. */
const SHARE = { classroomId: 1, type: 'dataset', id: 1 };
const SHARE_PATH = '/api/teacher/classrooms/1/sharewith-google/';

describe('the Google Classroom grant: consent page, code exchange, revoke', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  async function teacher(username = 'premium_teacher'): Promise<Browser> {
    const browser = new Browser(server);
    await browser.login(username);
    return browser;
  }

  async function googleAccess(browser: Browser): Promise<boolean> {
    return expectShape(AppConfigSchema, await json(await browser.get('/api/app_config/'))).google;
  }

  it('shows the scopes asked for, checked, with the multi-account choice', async () => {
    const browser = await teacher();
    const page = await browser.get(
      `/demo/oauth/consent/?response_type=code&state=abcdefgh1234&scope=${encodeURIComponent(GOOGLE_CLASSROOM_SCOPES.join(' '))}`,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const scope of GOOGLE_CLASSROOM_SCOPES) expect(html).toContain(`value="${scope}" checked`);
    expect(html).toContain('Pose as a user signed in to several Google accounts at once');
    expect(html).toContain('name="state" value="abcdefgh1234"');
  });

  it('refuses a request with an unknown scope, without a state, or from a visitor', async () => {
    const browser = await teacher();
    const unknown = await browser.get(
      '/demo/oauth/consent/?state=abcdefgh1234&scope=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fdrive',
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('https://www.googleapis.com/auth/drive');
    const noState = await browser.get(
      `/demo/oauth/consent/?scope=${encodeURIComponent(GOOGLE_CLASSROOM_SCOPES[0])}`,
    );
    expect(noState.status).toBe(400);
    const visitor = new Browser(server);
    const anonymous = await visitor.get(
      `/demo/oauth/consent/?state=abcdefgh1234&scope=${encodeURIComponent(GOOGLE_CLASSROOM_SCOPES[0])}`,
    );
    expect(anonymous.status).toBe(400);
    expect(await anonymous.text()).toContain('Log in to the demo first');
  });

  it('hands back a code with the granted scopes and the state; Cancel hands back an error', async () => {
    const browser = await teacher();
    const allowed = await consentToClassroom(browser);
    expect(allowed.state).toBe('state-for-the-test-0001');
    expect(allowed.code).toMatch(/^4\/0[\w-]{20,}$/);
    expect(allowed.scope?.split(' ')).toEqual([...GOOGLE_CLASSROOM_SCOPES]);
    const denied = await consentToClassroom(browser, { decision: 'deny' });
    expect(denied).toEqual({
      type: 'courses:classroom-consent',
      state: 'state-for-the-test-0001',
      error: 'access_denied',
    });
    // Nothing checked is no consent either.
    expect((await consentToClassroom(browser, { scopes: [] })).error).toBe('access_denied');
  });

  it('exchanges a code it issued once, for the user it was issued to, and posts with it', async () => {
    const browser = await teacher();
    expect((await browser.post(SHARE_PATH, SHARE)).status).toBe(403);
    const { code } = await consentToClassroom(browser);

    const someoneElse = await teacher('staff_teacher');
    const stolen = await someoneElse.post('/account/integration/google/', { authCode: code });
    expect(stolen.status).toBe(400);
    expect(await json(stolen)).toEqual({
      detail: 'The authorization code is not valid or has expired.',
    });
    // The code was spent by that attempt: a code is tried once, whoever tries it.
    expect((await browser.post('/account/integration/google/', { authCode: code })).status).toBe(
      400,
    );

    const fresh = await consentToClassroom(browser);
    const granted = await browser.post('/account/integration/google/', { authCode: fresh.code });
    expect(await json(granted)).toEqual({ success: true });
    expect(await googleAccess(browser)).toBe(true);
    const posted = expectShape(
      ProviderShareResultSchema,
      await json(await browser.post(SHARE_PATH, SHARE)),
    );
    expect(posted.gassignment_id).toMatch(/^\d+$/);
    expect(
      (await browser.post('/account/integration/google/', { authCode: fresh.code })).status,
    ).toBe(400);
  });

  it('refuses a made-up code, an empty one and an unknown provider', async () => {
    const browser = await teacher();
    for (const authCode of ['demo-google-consent', '4/0Adeu5BW-demo']) {
      expect((await browser.post('/account/integration/google/', { authCode })).status).toBe(400);
    }
    expect((await browser.post('/account/integration/google/', { authCode: '' })).status).toBe(400);
    expect((await browser.post('/account/integration/dropbox/', { authCode: 'x' })).status).toBe(
      404,
    );
    const visitor = new Browser(server);
    expect((await visitor.post('/account/integration/google/', { authCode: 'x' })).status).toBe(
      403,
    );
  });

  it('records the scopes granted: without every scope of spec section 9 a post is insufficient scope', async () => {
    const browser = await teacher();
    const partial = await grantClassroom(browser, { scopes: GOOGLE_CLASSROOM_SCOPES.slice(0, 3) });
    expect(await json(partial)).toEqual({ success: true });
    const refused = await browser.post(SHARE_PATH, SHARE);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({
      error: 'Insufficient Scope',
      code: 'insufficient_scope',
    });
    // Granting again with everything replaces the partial grant.
    await grantClassroom(browser);
    expect((await browser.post(SHARE_PATH, SHARE)).status).toBe(200);
  });

  it('a grant from a browser with several Google accounts: sharing answers @ClassroomDisabled', async () => {
    const browser = await teacher();
    await grantClassroom(browser, { multiAccount: true });
    const answer = expectShape(
      ProviderShareResultSchema,
      await json(await browser.post(SHARE_PATH, SHARE)),
    );
    expect(answer.gassignment_id).toBeNull();
    expect(answer.message.startsWith('@ClassroomDisabled')).toBe(true);
  });

  it('revoke takes the access back: app_config says so and posting asks again', async () => {
    const browser = await teacher();
    await grantClassroom(browser);
    expect(await googleAccess(browser)).toBe(true);
    expect(await json(await browser.post('/account/integration/google/revoke/', {}))).toEqual({
      success: true,
    });
    expect(await googleAccess(browser)).toBe(false);
    expect((await browser.post(SHARE_PATH, SHARE)).status).toBe(403);
    // Revoking twice is harmless.
    expect((await browser.post('/account/integration/google/revoke/', {})).status).toBe(200);
  });
});
