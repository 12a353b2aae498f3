/**
 * No page jump (issue 25): widgets mounting into server-rendered pages and loading their data
 * move nothing already shown, measured with a layout-shift observer and no input.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, login, newPage, startDemo, type Demo } from './harness';
import { COURSE, stepIds } from './climateCourse';
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

// Beside the open course contents the step's panes stack, and the questions sit under the data
// tool: they must not move when its code, then its data, arrive.
test('a step with the data tool above its questions mounts without a layout shift', async () => {
  const context = await browser.newContext();
  const page = await newPage(context);
  await login(page, demo.url, 'student');
  const [step] = await stepIds(page, 'climate-check');
  const { cls, shifts } = await measureLayoutShift(
    await newPage(context),
    `${demo.url}${COURSE}/comparing-cities/climate-check/${step}/`,
  );
  await context.close();
  expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
}, 60_000);
