/**
 * The course app keeps a learner's answers: Exit Course saves the step first (and stays when
 * the save fails), and typed answers survive a failed save and a reload of the page.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();
const GENERIC_ERROR = "Sorry! Something went wrong, but we're looking into it.";
const SINGAPORE = 'What is the annual average temperature of Singapore';

/** Enrolls the learner in the free course and opens the second step of its first lesson. */
async function openSecondStep(page: Page) {
  await page.goto(`${session.demo.url}/courses/climate-data/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Enroll' }).click();
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  await app.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/intro\/$/);
  await app.getByRole('button', { name: 'Next' }).click();
  await app.getByRole('button', { name: /^Step 1 of \d+/ }).click();
  await page.getByRole('menuitem', { name: /^Step 2/ }).click();
  await app.getByRole('button', { name: /^Step 2 of \d+/ }).waitFor();
  return app;
}

/** Makes every answer save fail (the network drops POST and PUT to the course responses). */
async function failSaves(page: Page) {
  await page.route('**/api/course-response/**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort(),
  );
}

test('Exit Course saves the step first, and stays with the answer when the save fails', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  const app = await openSecondStep(page);
  const stepUrl = page.url();
  const answer = app.getByRole('textbox', { name: new RegExp(SINGAPORE) });
  await answer.fill('27.5');

  await failSaves(page);
  await app.getByRole('button', { name: 'Exit Course' }).click();
  await page.getByText(GENERIC_ERROR).waitFor();
  expect(page.url()).toBe(stepUrl);
  await expect(answer.inputValue()).resolves.toBe('27.5');

  await page.unroute('**/api/course-response/**');
  await app.getByRole('button', { name: 'Exit Course' }).click();
  await page.waitForURL((url) => url.pathname === '/tutorials/');

  // The server has the answer (no copy is left in the tab): the step loads it again.
  await page.goto(stepUrl);
  await waitForSlots(page);
  await expect(
    page.evaluate(() => sessionStorage.getItem('courses.stepAnswers')),
  ).resolves.toBeNull();
  await expect
    .poll(() => page.getByRole('textbox', { name: new RegExp(SINGAPORE) }).inputValue())
    .toBe('27.5');
  expect(page.errors).toEqual([]);
  await context.close();
});

test('a typed answer survives a failed save and a reload, and is sent once the server answers', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  // premium_student is already enrolled: the course opens at the step answered last.
  await login(page, session.demo.url, 'premium_student');
  await page.goto(`${session.demo.url}/courses/climate-data/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: /^Step 1 of \d+/ }).click();
  await page.getByRole('menuitem', { name: /^Step 2/ }).click();
  await app.getByRole('button', { name: /^Step 2 of \d+/ }).waitFor();
  const answer = () => app.getByRole('textbox', { name: new RegExp(SINGAPORE) });
  const moscow = () => app.getByRole('checkbox', { name: 'Moscow' });
  await answer().fill('27.5');
  for (const city of ['Oslo', 'Moscow', 'Anchorage'])
    await app.getByRole('checkbox', { name: city }).check();

  await failSaves(page);
  await app.getByRole('button', { name: 'Check' }).click();
  await page.getByText(GENERIC_ERROR).waitFor();
  await page.reload();
  await waitForSlots(page);
  await app.getByRole('button', { name: /^Step 2 of \d+/ }).waitFor();
  await expect.poll(() => answer().inputValue()).toBe('27.5');
  await expect(moscow().isChecked()).resolves.toBe(true);

  await page.unroute('**/api/course-response/**');
  await app.getByRole('button', { name: 'Check' }).click();
  await app.getByText('Correct', { exact: true }).first().waitFor();
  // The server has it now: the copy in session storage is gone, a reload shows the saved answer.
  await expect(
    page.evaluate(() => sessionStorage.getItem('courses.stepAnswers')),
  ).resolves.toBeNull();
  await page.reload();
  await waitForSlots(page);
  await app.getByText('Correct', { exact: true }).first().waitFor();
  await expect(answer().inputValue()).resolves.toBe('27.5');
  await expect(moscow().isChecked()).resolves.toBe(true);
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);
  await context.close();
});
