/**
 * Logging in from an embed on another site: the pop-up's single-use handoff token and the
 * frame's own session with cookies a cross-site frame can keep.
 * Here: the login pop-up and the embed views' account line.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Browser, removeDir, startServer } from './support/testServer';

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
