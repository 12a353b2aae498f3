/**
 * A release's files lost under an open page: the loader reads the widget's current manifest
 * again and retries once before the slot shows its message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { distDir, launchBrowser, newPage, startDemo, waitForSlots, type Demo } from './harness';

const STATIC = 'static/apps/courses';

let work = '';
let demo: Demo;
let browser: Browser;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'courses-releases-'));
  const site = path.join(work, 'site');
  fs.cpSync(path.join(distDir, STATIC), site, { recursive: true });
  [demo, browser] = await Promise.all([startDemo(site), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

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
