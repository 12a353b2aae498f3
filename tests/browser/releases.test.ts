/**
 * A release deployed under an open page (issue 27): a student has a lesson open on release 1;
 * release 2 (a visible change: the Exit Course label) is published onto the same static folder
 * as a CDN deploy would be (scripts/release.mjs). The open page moves to the next step, opens
 * the dataset popups (loaded on demand) and saves an answer, all on release 1's files and
 * without an error; a new page load runs release 2.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { publishRelease } from '../../scripts/release.mjs';
import {
  distDir,
  launchBrowser,
  login,
  newPage,
  startDemo,
  waitForSlots,
  type Demo,
} from './harness';
import { SINGAPORE } from './climateCourse';

const root = path.resolve(distDir, '..');
const STATIC = 'static/apps/courses';
const RELEASE_2 = 'release-2-test';
const EXIT_2 = 'Exit Course (release 2)';
/** What a build reads (scripts/build.mjs INPUTS): copied, so release 2 is built beside the tests' build. */
const SOURCES = [
  'src',
  'widgets',
  'host-demo',
  'scripts',
  'webpack.config.ts',
  'webpack.remoteRuntime.ts',
  'build',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

let work = '';
let demo: Demo;
let browser: Browser;
let release1 = '';

/** Builds release 2 from a copy of the sources with one visible change; returns its static folder. */
function buildRelease2(): string {
  const copy = path.join(work, 'source');
  for (const entry of SOURCES)
    fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const header = path.join(copy, 'widgets/lesson-player/course/CourseHeader.tsx');
  const source = fs.readFileSync(header, 'utf8');
  expect(source).toContain('label="Exit Course"');
  fs.writeFileSync(header, source.replace('label="Exit Course"', `label="${EXIT_2}"`));
  const out = path.join(work, 'release-2');
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--out', out], {
    cwd: copy,
    env: { ...process.env, COURSES_RELEASE: RELEASE_2 },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`Release 2 did not build:\n${result.stdout}\n${result.stderr}`);
  return path.join(out, STATIC);
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'courses-releases-'));
  // The site's static folder starts as release 1: the tests' own build.
  const site = path.join(work, 'site');
  fs.cpSync(path.join(distDir, STATIC), site, { recursive: true });
  release1 = (
    JSON.parse(fs.readFileSync(path.join(site, 'release.json'), 'utf8')) as { release: string }
  ).release;
  [demo, browser] = await Promise.all([startDemo(site), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('a page opened on release 1 keeps working after release 2 is deployed; a new page runs release 2', async () => {
  const release2 = buildRelease2();
  const context = await browser.newContext();
  const page = await newPage(context);
  const failed: string[] = [];
  const requested: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await login(page, demo.url, 'student');
  await page.goto(`${demo.url}/courses/climate-data/`);
  await waitForSlots(page);
  expect(await page.evaluate(() => window.CoursesWidgets?.version)).toBe(release1);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Enroll' }).click();
  await app.getByRole('button', { name: 'Exit Course', exact: true }).waitFor();
  await app.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/intro\/$/);
  await app.getByRole('button', { name: 'Next' }).click();
  await app.getByRole('button', { name: /^Step 1 of \d+/ }).waitFor();

  // The deploy: release 2's files beside release 1's, then its pointers.
  const kept = publishRelease(release2, path.join(work, 'site'));
  // Newest first; a local .test-build may keep older releases of its own after these two.
  expect(kept.slice(0, 2)).toEqual([RELEASE_2, release1]);
  requested.length = 0;
  // To the next step by the step menu (this step's question waits for a Check before Next).
  await app.getByRole('button', { name: /^Step 1 of \d+/ }).click();
  await page.getByRole('menuitem', { name: /^Step 2/ }).click();
  await app.getByRole('button', { name: /^Step 2 of \d+/ }).waitFor();
  // The dataset popups are loaded on the first request for one (a dataset link asks so).
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('courses:open-dataset-popup', {
        detail: { popup: 'about', courseDatasetId: 1, datasetName: 'World City Temperatures' },
        cancelable: true,
      }),
    ),
  );
  const about = page.getByRole('dialog', { name: 'About World City Temperatures' });
  await about.waitFor();
  await page.keyboard.press('Escape');
  await about.waitFor({ state: 'detached' });
  await app.getByRole('textbox', { name: SINGAPORE }).fill('27.5');
  for (const city of ['Oslo', 'Moscow', 'Anchorage'])
    await app.getByRole('checkbox', { name: city }).check();
  const saved = page.waitForResponse(
    (response) =>
      /\/api\/course-response\//.test(response.url()) && response.request().method() !== 'GET',
  );
  await app.getByRole('button', { name: 'Check' }).click();
  expect((await saved).status()).toBeLessThan(300);
  await app
    .getByText(/Correct/)
    .first()
    .waitFor();
  await app.getByRole('button', { name: 'Next' }).click();
  await app.getByRole('button', { name: /^Step 3 of \d+/ }).waitFor();

  // All of it on release 1: its pinned manifest for the popups, none of release 2's pointers.
  expect(requested).toContain(`/${STATIC}/dataset-popups/mf-manifest.${release1}.json`);
  expect(
    requested.filter((url) => url.endsWith('/mf-manifest.json') || url.includes(RELEASE_2)),
  ).toEqual([]);
  await expect(
    app.getByRole('button', { name: 'Exit Course', exact: true }).isVisible(),
  ).resolves.toBe(true);
  expect(failed).toEqual([]);
  expect(page.errors).toEqual([]);

  // A new page load runs release 2, and shows it; the answer saved on release 1 is there.
  await page.reload();
  await waitForSlots(page);
  expect(await page.evaluate(() => window.CoursesWidgets?.version)).toBe(RELEASE_2);
  await app.getByRole('button', { name: EXIT_2 }).waitFor();
  await app.getByRole('button', { name: /^Step 3 of \d+/ }).click();
  await page.getByRole('menuitem', { name: /^Step 2/ }).click();
  // The step shows its field at once, and the saved answer as soon as the server gives it.
  const answer = app.getByRole('textbox', { name: SINGAPORE });
  await expect.poll(() => answer.inputValue(), { timeout: 10_000 }).toBe('27.5');
  expect(failed).toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
}, 300_000);

test('a widget whose files were lost reads its current manifest again and loads', async () => {
  const context = await browser.newContext();
  const page = await newPage(context);
  // The CDN lost this release's remote entry of the reading bar once (a purge, a proxy).
  let refused = 0;
  await page.route(`**/${STATIC}/reading-bar/remoteEntry.*.js`, (route) =>
    refused++ === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/reading-bar/mf-manifest'))
      manifests.push(path.basename(new URL(request.url()).pathname));
  });
  await page.goto(`${demo.url}/demo/widget/reading-bar/`);
  const states = await waitForSlots(page);
  expect(new Set(Object.values(states))).toEqual(new Set(['mounted']));
  expect(refused).toBe(2);
  // The release's own manifest first, then the current one, read again.
  expect(manifests).toEqual([
    `mf-manifest.${await page.evaluate(() => window.CoursesWidgets?.version)}.json`,
    'mf-manifest.json',
  ]);
  expect(page.errors).toEqual([]);
  await context.close();
});
