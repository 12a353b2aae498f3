/**
 * No page jump (issue 25): widgets mounting into server-rendered pages and loading their data
 * move nothing already shown, measured with a layout-shift observer and no input.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type Demo } from './harness';
import { measureLayoutShift } from './layoutShift';

let demo: Demo;
let browser: Browser;

beforeAll(async () => {
  [demo, browser] = await Promise.all([startDemo(), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

test.each([
  ['every widget together', '/demo/all/'],
  ['the keywords reading', '/demo/keywords/'],
  ['a dataset with its data tool', '/tableview/dataset/world-city-temperatures/'],
])(
  '%s mounts without a layout shift',
  async (_label, path) => {
    const context = await browser.newContext();
    const page = await newPage(context);
    const { cls, shifts } = await measureLayoutShift(page, demo.url + path);
    await context.close();
    // A failure names what moved.
    expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
  },
  60_000,
);
