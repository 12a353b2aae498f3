/**
 * The Django example (examples/django) as a Django developer runs it: collectstatic copies the
 * build into STATIC_ROOT, Django's own server renders the README's snippet with a CSP nonce,
 * and the API passes through Django (behind its CSRF middleware) to the development server.
 * A student logs in, opens a lesson, saves an answer and finds it again after a reload.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import {
  checkOnScreen,
  distDir,
  launchBrowser,
  newPage,
  startDemo,
  type Demo,
  waitForSlots,
} from './harness';
import { measureLayoutShift } from './layoutShift';
import { DEFAULT_DOCUMENT, loadResponseCheck } from '../conformance/apiDocument';
import { DEMO_DATA } from '../conformance/data';
import { ALL_RULES } from '../conformance/rules/index';
import { formatResult, runRules, selectRules } from '../conformance/runner';
import { DEMO_USERS } from '../conformance/users';

const PYTHON = '/usr/bin/python3';
const EXAMPLE = path.join(distDir, '..', 'examples', 'django');

let demo: Demo;
let browser: Browser;
let django: ChildProcess;
let site = '';
let staticRoot = '';
const djangoLog: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Django did not start:\n${djangoLog.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  try {
    execFileSync(PYTHON, ['-c', 'import django'], { stdio: 'pipe' });
  } catch {
    throw new Error(
      'Django is missing: apt-get install python3-django (scripts/install-system-deps.sh does it).',
    );
  }
  [demo, browser] = await Promise.all([startDemo(), launchBrowser()]);
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'django-static-'));
  const env = {
    ...process.env,
    COURSES_BUILD_DIR: distDir,
    COURSES_API_ORIGIN: demo.url,
    DJANGO_STATIC_ROOT: staticRoot,
  };
  execFileSync(PYTHON, ['manage.py', 'collectstatic', '--noinput'], {
    cwd: EXAMPLE,
    env,
    stdio: 'pipe',
  });
  const port = await freePort();
  // --nostatic: the files come from collectstatic's STATIC_ROOT, as they would in production.
  django = spawn(
    PYTHON,
    ['manage.py', 'runserver', `127.0.0.1:${port}`, '--noreload', '--nostatic'],
    {
      cwd: EXAMPLE,
      env,
    },
  );
  django.stdout?.on('data', (chunk: Buffer) => djangoLog.push(chunk.toString()));
  django.stderr?.on('data', (chunk: Buffer) => djangoLog.push(chunk.toString()));
  site = `http://localhost:${port}`;
  await waitUntilServing(`http://127.0.0.1:${port}/courses/`);
}, 120_000);

afterAll(async () => {
  django?.kill();
  await browser?.close();
  await demo?.stop();
  if (staticRoot) fs.rmSync(staticRoot, { recursive: true, force: true });
});

test('the templates use the README’s snippet, line for line', () => {
  const readme = fs.readFileSync(path.join(EXAMPLE, '..', '..', 'README.md'), 'utf8');
  const snippet = /```django\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const templates = ['base.html', 'course.html', 'dataset.html']
    .flatMap((name) => fs.readFileSync(path.join(EXAMPLE, 'templates', name), 'utf8').split('\n'))
    .map((line) => line.trim());
  const lines = snippet
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines.length).toBeGreaterThan(6);
  for (const line of lines) expect(templates).toContain(line);
});

test('collectstatic copies the build where STATIC_URL serves it', async () => {
  expect(fs.existsSync(path.join(staticRoot, 'apps/courses/loader.js'))).toBe(true);
  const loader = await fetch(`${site}/static/apps/courses/loader.js`);
  expect(loader.status).toBe(200);
  expect(loader.headers.get('content-type')).toMatch(/javascript/);
});

test('a student logs in through Django, opens a lesson and saves an answer that comes back', async () => {
  const context = await browser.newContext();
  const page = await newPage(context);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });

  const first = await page.goto(`${site}/courses/climate-data/`);
  // Django rendered the README's snippet: the inline settings carry this response's nonce.
  const policy = first?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  await expect(page.locator(`script[nonce]`).count()).resolves.toBe(1);
  // {% courses_preload %} named the release's first chunks, and the loader used them.
  const release = JSON.parse(
    fs.readFileSync(path.join(staticRoot, 'apps/courses/release.json'), 'utf8'),
  ) as { preload: { page: string[]; render: string[] } };
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const named = [...release.preload.page, ...release.preload.render];
  expect(named.length).toBe(3);
  expect(preloaded).toEqual(named.map((file) => `${site}/static/apps/courses/${file}`));
  await waitForSlots(page);
  for (const url of preloaded) expect(requests).toContain(url);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('heading', { level: 1 }).waitFor();

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'student', exact: true }).click();
  await page.waitForURL(`${site}/courses/climate-data/`);
  await waitForSlots(page);
  await app.getByRole('button', { name: 'Enroll' }).click();
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 1 of 3/ }).waitFor();
  const firstOption = app.getByRole('radio', { name: /^It is raining in Madrid/ });
  await checkOnScreen(app.getByRole('radio').nth(1));
  await app.getByRole('button', { name: 'Check', exact: true }).click();
  await app.getByTestId('step.verdict').first().waitFor();

  await page.reload();
  await waitForSlots(page);
  await app.getByRole('button', { name: /^Step 1 of 3/ }).waitFor();
  await expect(app.getByRole('radio').nth(1).isChecked()).resolves.toBe(true);
  await expect(firstOption.isChecked()).resolves.toBe(false);

  // Every call went to the page's own origin, through Django.
  const api = requests.filter((url) => new URL(url).pathname.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(3);
  expect(api.every((url) => url.startsWith(site))).toBe(true);
  expect(csp).toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('the course page mounts its widgets without a layout shift', async () => {
  const context = await browser.newContext();
  const page = await newPage(context);
  const { cls, shifts } = await measureLayoutShift(page, `${site}/courses/climate-data/`);
  await context.close();
  expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
}, 60_000);

test('Django’s CSRF middleware stands in front of the API', async () => {
  const page = await newPage(browser);
  await page.goto(`${site}/courses/`);
  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/courses/enroll/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ course: 1, user: 1, is_completed: false }),
    });
    return { status: response.status, text: await response.text() };
  });
  expect(refused.status).toBe(403);
  // Django's own refusal page, not the API's JSON: the request never reached the API.
  expect(refused.text).toContain('CSRF verification failed');
  await page.close();
});

test('a Django view hands the dataset popups their props with json_script', async () => {
  const page = await newPage(browser);
  await page.goto(`${site}/datasets/world-city-temperatures/`);
  const states = await waitForSlots(page);
  expect(states['dataset-root']).toBe('mounted');
  await page.locator('#dataset-root').getByText('World City Temperatures').first().waitFor();
  expect(page.errors).toEqual([]);
  await page.close();
});

test('Django answers GET /api/app_config/ itself, and the conformance suite holds it', async () => {
  // The pass-through would ask the API for localhost's config on either host, so the partner
  // rule holding on 127.0.0.1 shows that Django's own view (coursesite/api.py) answered.
  const port = new URL(site).port;
  const results = await runRules(selectRules(ALL_RULES, ['app-config']), {
    sites: { base: site, partner: `http://127.0.0.1:${port}` },
    logins: DEMO_USERS,
    data: DEMO_DATA,
    responseCheck: loadResponseCheck(path.join(EXAMPLE, '..', '..', DEFAULT_DOCUMENT)),
  });
  expect(results.map(formatResult)).toEqual([
    expect.stringMatching(/^held {5}app-config /),
    expect.stringMatching(/^held {5}app-config-partner /),
  ]);
});
