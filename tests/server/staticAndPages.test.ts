import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { HOST_PAGES, type HostPage } from '../../host-demo/pages/index';
import type { PageContext } from '../../host-demo/pages/layout';
import { Browser, removeDir, startServer, tempDataDir } from './support/testServer';

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

describe('static files', () => {
  const distDir = tempDataDir();
  fs.mkdirSync(path.join(distDir, 'lesson-player', 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'loader.js'), 'console.log("loader");');
  fs.writeFileSync(
    path.join(distDir, 'lesson-player', 'mf-manifest.json'),
    '{"id":"courses_lesson_player"}',
  );
  fs.writeFileSync(
    path.join(distDir, 'lesson-player', 'remoteEntry.js'),
    'var courses_lesson_player;',
  );
  fs.writeFileSync(
    path.join(distDir, 'lesson-player', 'static', 'js', '12.3fa9c1d2.chunk.js'),
    '/* chunk */',
  );
  const server = startServer({ distDir });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
    removeDir(distDir);
  });

  it.each([
    ['loader.js', 'text/javascript; charset=utf-8'],
    ['lesson-player/mf-manifest.json', 'application/json; charset=utf-8'],
    ['lesson-player/remoteEntry.js', 'text/javascript; charset=utf-8'],
  ])('serves the entry point %s with no-cache', async (file, type) => {
    const response = await server.app.request(`/static/apps/courses/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed chunks as immutable', async () => {
    const response = await server.app.request(
      '/static/apps/courses/lesson-player/static/js/12.3fa9c1d2.chunk.js',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('/* chunk */');
  });

  it.each([
    '/static/apps/courses/missing.js',
    '/static/apps/courses/../../../package.json',
    '/static/apps/courses/%2e%2e/%2e%2e/package.json',
    '/static/apps/courses/lesson-player',
    '/demo/assets/../server/app.ts',
  ])('answers 404 for %s', async (url) => {
    expect((await server.app.request(url)).status).toBe(404);
  });

  it('serves MathJax from node_modules and the demo assets', async () => {
    const mathjax = await server.app.request('/static/vendor/mathjax/tex-mml-chtml.js');
    expect(mathjax.status).toBe(200);
    expect(mathjax.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const css = await server.app.request('/demo/assets/host.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.slot-grid');
    const sim = await server.app.request('/demo/assets/simulations/daily-temperatures.html');
    expect(sim.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await server.app.request('/demo/assets/logo.svg', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe('');
  });
});

describe('host pages', () => {
  const server = startServer();
  const seen: PageContext[] = [];
  const page: HostPage = {
    path: '/server-test-page/',
    title: 'Server test page',
    description: 'Registered by the server tests.',
    render: (ctx) => {
      seen.push(ctx);
      return `<!doctype html><title>ok</title><p>${ctx.username ?? 'visitor'}</p>`;
    },
  };
  HOST_PAGES.push(page);
  afterAll(() => {
    HOST_PAGES.splice(HOST_PAGES.indexOf(page), 1);
    server.close();
    removeDir(server.dataDir);
  });

  it('renders a page with the request context, and gives it a CSRF cookie', async () => {
    const response = await server.app.request('/server-test-page/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('csrftoken='))).toBe(true);
    const token = /csrftoken=([A-Za-z0-9]+)/.exec(response.headers.getSetCookie().join(';'))?.[1];
    expect(seen.at(-1)).toEqual({
      partner: false,
      username: null,
      staticUrl: '/static/apps/courses/',
      path: '/server-test-page/',
      // Extra: for the token field of a page's plain POST forms.
      csrfToken: token,
      // The nonce its inline scripts carry; the same one is named in the page's CSP.
      nonce: expect.stringMatching(/^[A-Za-z0-9+/=]{16,}$/),
      // A visitor has no lesson record for the data tool's plot images.
      captureOwnerId: null,
      // What the current release names for preload links (none without a build).
      preload: { page: expect.any(Array), render: expect.any(Array) },
    });
    const nonce = (seen.at(-1) as { nonce: string }).nonce;
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('passes the username and the partner flag', async () => {
    const browser = new Browser(server, 'http://127.0.0.1:3000');
    await browser.login('premium_teacher');
    const response = await browser.get('/server-test-page/');
    expect(await response.text()).toContain('premium_teacher');
    expect(seen.at(-1)).toMatchObject({ partner: true, username: 'premium_teacher' });
  });

  it('answers an unknown page with a 404 HTML page and an unknown API path with 404 JSON', async () => {
    const page404 = await server.app.request('/no/such/page/');
    expect(page404.status).toBe(404);
    expect(page404.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page404.text()).toContain('Page not found');
    const api404 = await server.app.request('/api/no/such/endpoint/');
    expect(api404.status).toBe(404);
    expect(await api404.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('the tutorials page', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  /** axe-core in happy-dom: the structural rules; colour contrast needs a real layout. */
  async function axeViolations(html: string): Promise<string[]> {
    const window = new Window({ url: 'http://localhost/tutorials/' });
    try {
      window.document.write(html);
      (window as unknown as { eval(source: string): void }).eval(AXE_SOURCE);
      const { axe } = window as unknown as {
        axe: {
          run(context: unknown, options: unknown): Promise<{ violations: { id: string }[] }>;
        };
      };
      const result = await axe.run(window.document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
        rules: { 'color-contrast': { enabled: false } },
      });
      return result.violations.map((violation) => violation.id);
    } finally {
      await window.happyDOM.close();
    }
  }

  it('explains how to take a course, with one h1 and a link back to the courses', async () => {
    const response = await server.app.request('/tutorials/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<title>Tutorials · Courses demo</title>');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain('<h1>Tutorials</h1>');
    expect(html).toContain('<a href="/courses/">');
    for (const topic of ['Enroll', 'Check', 'Submit', 'Review', 'Reading support']) {
      expect(html, topic).toContain(topic);
    }
    expect(await axeViolations(html)).toEqual([]);
  });

  it('is checked by a test that does find a violation', async () => {
    // The page above passing means something only if this check reports what it should.
    expect(
      await axeViolations('<!doctype html><html><body><div>No landmarks</div></body></html>'),
    ).toEqual(
      expect.arrayContaining(['html-has-lang', 'landmark-one-main', 'page-has-heading-one']),
    );
  });
});
