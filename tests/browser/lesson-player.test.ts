/**
 * The course app as a learner meets it on /courses/: pick a course, enroll, walk a lesson's
 * steps, and meet the premium notice on a premium course.
 */
import { expect, test } from 'vitest';
import { axeViolations, checkOnScreen, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

test('a student enrolls in the free course and walks through a lesson', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/courses/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('link', { name: 'Exploring Climate with Data' }).click();
  await app.getByRole('heading', { name: 'Reading Temperature Data' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/courses/climate-data/reading-temperature-data/');
  await expect(app.getByTestId('lesson-player.user').textContent()).resolves.toContain('student');

  await app.getByRole('button', { name: 'Enroll' }).click();
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  await app.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/intro\/$/);
  await app.getByRole('button', { name: 'Next' }).click();
  const dropdown = app.getByRole('button', { name: /^Step 1 of \d+/ });
  await dropdown.waitFor();
  // The first step asks a multiple-choice question: Check without an answer is refused and the
  // question is focused; with an answer, Check saves it and shows whether it was right.
  await app.getByRole('button', { name: 'Check' }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'radio');
  await checkOnScreen(app.getByRole('radio', { name: /July in Cairo is hot/ }));
  await app.getByRole('button', { name: 'Check' }).click();
  await app.getByText('Correct', { exact: true }).waitFor();
  await expect(app.getByRole('radio', { name: /July in Cairo is hot/ }).isDisabled()).resolves.toBe(
    true,
  );
  // The lesson has maths further on: MathJax starts while the reader is on this step.
  await page.waitForFunction(() => document.querySelector('script[data-courses="mathjax"]'));
  await app.getByRole('button', { name: 'Next' }).click();
  await app.getByRole('button', { name: /^Step 2 of \d+/ }).waitFor();
  // Every formula of step 2 is typeset, in place of its TeX source.
  const formulas = app.locator('.markup-math');
  const typesetCount = () => formulas.locator('mjx-container').count();
  await expect.poll(typesetCount, { timeout: 15_000 }).toBe(await formulas.count());
  expect(await formulas.count()).toBeGreaterThan(0);
  await expect(app.locator('.markup-math:not(.markup-math-typeset)').count()).resolves.toBe(0);
  // What a screen reader reads of each formula, its MathML, joins it once the page is idle.
  const mathml = () => formulas.locator('mjx-container > mjx-assistive-mml > math').count();
  await expect.poll(mathml, { timeout: 5_000 }).toBe(await formulas.count());

  const drawer = app.getByRole('navigation', { name: 'Course contents' });
  await expect(drawer.textContent()).resolves.toContain('Comparing Cities');
  await expect(drawer.getByRole('link').count()).resolves.toBeGreaterThan(3);
  expect(page.errors).toEqual([]);
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);
  await context.close();
});

test('a student without a subscription sees the subscription notice on the premium course', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/courses/sports-statistics/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app
    .getByText('This feature is available through a teacher or school subscription.')
    .waitFor();
  await expect(app.getByRole('button', { name: 'Enroll' }).count()).resolves.toBe(0);
  await expect(app.getByRole('link', { name: 'Upgrade' }).count()).resolves.toBe(0);
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);
  await context.close();
});
