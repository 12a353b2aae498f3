/**
 * Addresses and first visits: not-found addresses said as such, quiet consoles on a visitor's
 * and a student's normal pages, and answers typed before enrolling kept.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, waitForSlots } from './harness';
import { recordConsoleErrors } from './pageApi';
import { startDemoSession } from './session';
import { COURSE, FIRST_LESSON, SINGAPORE, openPlayer, stepIds } from './climateCourse';

const session = startDemoSession();

/** Opens a path of the demo in the page and returns the lesson player. */
const open = (page: Page, path: string) => openPlayer(page, session.demo.url, path);

test('unknown courses, modules, lessons and steps are said to be not found', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  const cases: [string, string][] = [
    ['/courses/no-such-course/', 'There is no course at this address.'],
    [`${COURSE}/no-such-module/`, 'This module is not part of the course.'],
    [
      `${COURSE}/reading-temperature-data/no-such-lesson/intro/`,
      'This lesson is not part of the course.',
    ],
    [`${FIRST_LESSON}/999999/`, 'This step is not part of the lesson.'],
  ];
  for (const [path, message] of cases) {
    const app = await open(page, path);
    await app.getByText(message).waitFor();
    await expect(app.getByText(/Check your connection/).count()).resolves.toBe(0);
  }
  await context.close();
});

test("a visitor's and a student's course pages keep the console empty and ask for app_config once", async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  const errors = recordConsoleErrors(page);
  let configCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/app_config/') configCalls += 1;
  });
  await open(page, `${COURSE}/`);
  const [first, second] = await stepIds(page, 'what-is-an-average-temperature');
  for (const path of [
    `${COURSE}/reading-temperature-data/`,
    `${FIRST_LESSON}/intro/`,
    `${FIRST_LESSON}/${first}/`,
  ]) {
    configCalls = 0;
    const app = await open(page, path);
    await app.getByRole('heading').first().waitFor();
    expect(configCalls).toBe(1);
  }
  expect(errors).toEqual([]);

  // premium_student is enrolled and has answered only the first step.
  await login(page, session.demo.url, 'premium_student');
  const app = await open(page, `${FIRST_LESSON}/${first}/`);
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  await app.getByRole('button', { name: /^Step 1 of 3/ }).click();
  await page.getByRole('menuitem', { name: /^Step 2/ }).click();
  await app.getByRole('textbox', { name: SINGAPORE }).waitFor();
  await open(page, `${FIRST_LESSON}/${second}/`);
  await app.getByRole('textbox', { name: SINGAPORE }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

/** The step loads after the slot mounts; on a busy machine that takes more than poll's 1 s. */
const SLOW_PAGE = { timeout: 15_000 };

test('an answer typed before Enroll is still there after enrolling, and then saved', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await open(page, `${COURSE}/`);
  const [, second] = await stepIds(page, 'what-is-an-average-temperature');
  const app = await open(page, `${FIRST_LESSON}/${second}/`);
  await app.getByRole('textbox', { name: SINGAPORE }).fill('27.5');
  await app.getByRole('button', { name: 'Enroll' }).click();
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  await expect
    .poll(() => app.getByRole('textbox', { name: SINGAPORE }).inputValue(), SLOW_PAGE)
    .toBe('27.5');
  for (const city of ['Oslo', 'Moscow', 'Anchorage'])
    await app.getByRole('checkbox', { name: city }).check();
  await app.getByRole('button', { name: 'Check', exact: true }).click();
  await app.getByText('Correct', { exact: true }).first().waitFor();
  await page.reload();
  await waitForSlots(page);
  await expect
    .poll(() => app.getByRole('textbox', { name: SINGAPORE }).inputValue(), SLOW_PAGE)
    .toBe('27.5');
  await context.close();
});

test('a first visit offers the tour once, the step menu answers typing, and Help leads to the tutorials', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'teacher');
  const [first] = await stepIds(page, 'what-is-an-average-temperature');
  let app = await open(page, `${FIRST_LESSON}/${first}/`);
  const offer = app.getByRole('region', { name: 'Your first visit' });
  await app.getByRole('button', { name: 'Take the tour' }).click();
  const tour = page.getByRole('dialog', { name: 'Tour of the lesson player' });
  await tour.getByText('Page 1 of 5').waitFor();
  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('heading', { name: 'Steps' }).waitFor();
  await page.keyboard.press('Escape');
  await tour.waitFor({ state: 'detached' });
  await offer.waitFor({ state: 'detached' });
  // The preference is kept on the server: a reload offers nothing.
  app = await open(page, `${FIRST_LESSON}/${first}/`);
  await app.getByRole('button', { name: /^Step 1 of 3/ }).waitFor();
  await expect(offer.count()).resolves.toBe(0);

  // Typing in the step menu finds a step; the buffer keeps letters for a second.
  await app.getByRole('button', { name: /^Step 1 of 3/ }).click();
  await page.keyboard.type('step 3');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toMatch(/^Step 3/);
  await page.keyboard.press('Enter');
  await app.getByRole('button', { name: /^Step 3 of 3/ }).waitFor();

  await app.getByRole('link', { name: 'Help' }).click();
  await page.waitForURL((url) => url.pathname === '/tutorials/');
  await page.getByRole('heading', { level: 1, name: 'Tutorials' }).waitFor();
  await context.close();
});
