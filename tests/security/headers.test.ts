/** Points 1 and 6: security headers on pages, static files and media. */
import { afterAll, describe, expect, it } from 'vitest';
import { HOST_PAGES } from '../../host-demo/pages/index';
import { removeDir, startServer } from '../server/support/testServer';

const server = startServer();
afterAll(() => {
  server.close();
  removeDir(server.dataDir);
});

const get = (path: string) => server.app.request(path);

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

describe('host pages', () => {
  const paths = [...HOST_PAGES.map((page) => page.path), '/demo/login/', '/no-such-page/'];

  it.each(paths)(
    '%s has a CSP without inline script, nosniff and a referrer policy',
    async (path) => {
      const response = await get(path);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = directives(response.headers.get('content-security-policy'));
      const scripts = policy.get('script-src') ?? '';
      expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(scripts).not.toContain('unsafe-inline');
      expect(scripts).not.toContain('unsafe-eval');
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('connect-src')).toBe("'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Every inline script of the page carries this response's nonce, and no other runs.
      const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1] ?? '';
      const html = await response.text();
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        if (!/\bsrc=/.test(tag)) expect(tag).toContain(`nonce="${nonce}"`);
      }
    },
  );

  it('gives each response a new nonce', async () => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec((await get('/')).headers.get('content-security-policy') ?? '')?.[1];
    expect(await nonce()).not.toBe(await nonce());
  });

  it.each(['/', '/demo/all/', '/demo/login/', '/embed/preview/', '/tutorials/'])(
    '%s may be framed by this site only',
    async (path) => {
      const response = await get(path);
      expect(
        directives(response.headers.get('content-security-policy')).get('frame-ancestors'),
      ).toBe("'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    },
  );

  it.each(['/courses/', '/demo/widget/lesson-player/', '/demo/lesson/', '/video/preview/intro/'])(
    '%s, a view the embed code frames, may be framed by any site',
    async (path) => {
      const response = await get(path);
      expect(
        directives(response.headers.get('content-security-policy')).get('frame-ancestors'),
      ).toBe('*');
      expect(response.headers.get('x-frame-options')).toBeNull();
    },
  );
});

describe('static files', () => {
  it.each(['/demo/assets/host.css', '/static/vendor/translator/translator.js'])(
    '%s is served with nosniff',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});
