import { afterAll, describe, expect, it } from 'vitest';
import { AppConfigSchema, PARTNER_APPNAME, variantOf } from '../../src/api/schemas/appConfig';
import { UserSchema } from '../../src/api/schemas/user';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

const USERS = [
  'student',
  'premium_student',
  'teacher',
  'premium_teacher',
  'jr_teacher',
  'staff_teacher',
  'superuser',
];

describe('demo login, sessions and whoami', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('renders one submit button per user in POST forms with username, token and next', async () => {
    const html = await (
      await server.app.request('/demo/login/?next=/courses/climate-data/')
    ).text();
    for (const username of USERS) {
      expect(html).toMatch(new RegExp(`<button type="submit">${username}</button>`));
      expect(html).toContain(`name="username" value="${username}"`);
    }
    expect(html.match(/<form method="post" action="\/demo\/login\/">/g)).toHaveLength(USERS.length);
    expect(html).toContain('name="next" value="/courses/climate-data/"');
    expect(html).toContain('<title>Log in · Courses demo</title>');
    // Not a widget page: no loader script.
    expect(html).not.toContain('loader.js');
  });

  it('tells a visitor null on whoami: a normal state, not an error', async () => {
    const response = await server.app.request('/api/whoami/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('null');
  });

  it.each(USERS)(
    'logs in %s with an HttpOnly Lax session cookie and redirects to next',
    async (username) => {
      const browser = new Browser(server);
      await browser.get('/demo/login/');
      const response = await browser.request('POST', '/demo/login/', {
        form: {
          username,
          next: '/courses/climate-data/',
          csrfmiddlewaretoken: browser.cookies.get('csrftoken') ?? '',
        },
        csrf: false,
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/courses/climate-data/');
      const session = response.headers.getSetCookie().find((line) => line.startsWith('sessionid='));
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
      const user = expectShape(UserSchema, await json(await browser.get('/api/whoami/')));
      expect(user.username).toBe(username);
    },
  );

  it('gives each role its flags', async () => {
    const flags: Record<string, unknown> = {};
    for (const username of USERS) {
      const browser = new Browser(server);
      await browser.login(username);
      const user = expectShape(UserSchema, await json(await browser.get('/api/whoami/')));
      flags[username] = [user.type, user.is_premium, user.is_jr, user.is_staff, user.is_superuser];
    }
    expect(flags).toEqual({
      student: ['student', false, false, false, false],
      premium_student: ['student', true, false, false, false],
      teacher: ['teacher', false, false, false, false],
      premium_teacher: ['teacher', true, false, false, false],
      jr_teacher: ['teacher', false, true, false, false],
      staff_teacher: ['teacher', false, false, true, false],
      superuser: ['teacher', false, false, true, true],
    });
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example', 'relative'])(
    'refuses to redirect to %s',
    async (next) => {
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
      expect(response.headers.get('location')).toBe('/');
    },
  );

  it('answers an unknown user with the login page and 400', async () => {
    const browser = new Browser(server);
    await browser.get('/demo/login/');
    const response = await browser.request('POST', '/demo/login/', {
      form: { username: 'nobody', csrfmiddlewaretoken: browser.cookies.get('csrftoken') ?? '' },
      csrf: false,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Unknown demo user.');
  });

  it('logs out: the session ends on the server, not only in the browser', async () => {
    const browser = new Browser(server);
    await browser.login('teacher');
    const session = browser.cookies.get('sessionid');
    const response = await browser.post('/demo/logout/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(await json(await browser.get('/api/whoami/'))).toBeNull();
    // Replaying the old cookie does not bring the user back.
    const replay = await server.app.request('/api/whoami/', {
      headers: { Cookie: `sessionid=${session}` },
    });
    expect(await json(replay)).toBeNull();
  });
});

describe('app config and the partner host', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('is the main app on the main host', async () => {
    const config = expectShape(
      AppConfigSchema,
      await json(await server.app.request('http://localhost:3000/api/app_config/')),
    );
    expect(config.appname).toBe('courses');
    expect(config.isDoctrina).toBe(false);
    expect(variantOf(config)).toBe('main');
  });

  it('is the partner on 127.0.0.1', async () => {
    const config = expectShape(
      AppConfigSchema,
      await json(await server.app.request('http://127.0.0.1:3000/api/app_config/')),
    );
    expect(config.appname).toBe(PARTNER_APPNAME);
    expect(config.isDoctrina).toBe(false);
    expect(variantOf(config)).toBe('partner');
  });

  it('follows the configured main host', async () => {
    const custom = startServer({ mainHost: 'courses.example' });
    try {
      const main = expectShape(
        AppConfigSchema,
        await json(await custom.app.request('http://courses.example/api/app_config/')),
      );
      const other = expectShape(
        AppConfigSchema,
        await json(await custom.app.request('http://localhost/api/app_config/')),
      );
      expect([main.appname, other.appname]).toEqual(['courses', PARTNER_APPNAME]);
    } finally {
      custom.close();
      removeDir(custom.dataDir);
    }
  });
});
