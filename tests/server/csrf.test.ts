import { afterAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { UserPreferencesSchema } from '../../src/api/schemas/user';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

const CSRF_FAILED = { detail: 'CSRF Failed: CSRF token missing or incorrect.' };

describe('CSRF: Django cookie-to-header check', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('gives a first-time visitor a readable, SameSite=Lax token cookie on an HTML page', async () => {
    const response = await server.app.request('/demo/login/');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('csrftoken='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/csrftoken=[A-Za-z0-9]{32};/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // The page embeds the same token for its forms.
    const token = /csrftoken=([A-Za-z0-9]+)/.exec(cookie ?? '')?.[1] ?? '';
    expect(await response.text()).toContain(`name="csrfmiddlewaretoken" value="${token}"`);
  });

  it('does not replace a valid token the browser already has', async () => {
    const browser = new Browser(server);
    await browser.get('/api/app_config/');
    const token = browser.cookies.get('csrftoken');
    const again = await browser.get('/api/app_config/');
    expect(again.headers.getSetCookie().some((line) => line.startsWith('csrftoken='))).toBe(false);
    expect(browser.cookies.get('csrftoken')).toBe(token);
  });

  it('refuses an unsafe call without the header, and with a wrong one, with 403', async () => {
    const browser = new Browser(server);
    await browser.login('student');
    const missing = await browser.patch('/api/user/preferences/', { tour: 'v1' }, { csrf: false });
    expect(missing.status).toBe(403);
    expect(expectShape(ErrorBodySchema, await json(missing))).toEqual(CSRF_FAILED);

    const wrong = await browser.patch(
      '/api/user/preferences/',
      { tour: 'v1' },
      { csrf: 'abcdefghijklmnopqrstuvwxyz012345' },
    );
    expect(wrong.status).toBe(403);
    expect(await json(wrong)).toEqual(CSRF_FAILED);

    const right = await browser.patch('/api/user/preferences/', { tour: 'v1' });
    expect(right.status).toBe(200);
    expect(expectShape(UserPreferencesSchema, await json(right)).tour).toBe('v1');
  });

  it('checks every unsafe method on any path, even unknown ones', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await server.app.request('/no/such/path/', { method });
      expect(response.status, method).toBe(403);
      expect(await json(response)).toEqual(CSRF_FAILED);
    }
  });

  it('refuses a header without the cookie', async () => {
    const response = await server.app.request('/api/misc/common-notify/', {
      method: 'POST',
      headers: {
        'X-CSRFToken': 'abcdefghijklmnopqrstuvwxyz012345',
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('accepts the csrfmiddlewaretoken field of a form post instead of the header', async () => {
    const browser = new Browser(server);
    await browser.get('/demo/login/');
    const withField = await browser.request('POST', '/demo/login/', {
      form: {
        username: 'teacher',
        next: '/',
        csrfmiddlewaretoken: browser.cookies.get('csrftoken') ?? '',
      },
      csrf: false,
    });
    expect(withField.status).toBe(302);
    const wrongField = await browser.request('POST', '/demo/login/', {
      form: { username: 'teacher', next: '/', csrfmiddlewaretoken: 'x'.repeat(32) },
      csrf: false,
    });
    expect(wrongField.status).toBe(403);
  });

  it('uses the configured cookie and header names', async () => {
    const custom = startServer({ csrfCookieName: 'xsrf', csrfHeaderName: 'X-XSRF-Token' });
    try {
      const browser = new Browser(custom, 'http://localhost', 'xsrf', 'X-XSRF-Token');
      await browser.get('/api/app_config/');
      expect(browser.cookies.has('xsrf')).toBe(true);
      expect(browser.cookies.has('csrftoken')).toBe(false);
      await browser.login('student');
      const ok = await browser.patch('/api/user/preferences/', { tour: 'v1' });
      expect(ok.status).toBe(200);
      const djangoHeader = await browser.patch(
        '/api/user/preferences/',
        { tour: 'v1' },
        { csrf: false, headers: { 'X-CSRFToken': browser.cookies.get('xsrf') ?? '' } },
      );
      expect(djangoHeader.status).toBe(403);
    } finally {
      custom.close();
      removeDir(custom.dataDir);
    }
  });
});
