/**
 * A lesson outside any course, played alone on /demo/lesson/: the learner's answers go to
 * their user lesson, the last step completes it and shows the review, Exit Activity leaves.
 */
import { expect, test } from 'vitest';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

test('a student plays Ocean Temperatures outside a course, to its review and out', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/demo/lesson/`);
  await waitForSlots(page);
  const app = page.locator('#single-lesson-root');
  await app.getByRole('heading', { name: 'Weather Watch' }).waitFor();
  await expect(app.getByText('Jr. Lesson: Weather Watch').count()).resolves.toBe(1);

  await page
    .getByRole('navigation', { name: 'Lessons outside a course' })
    .getByRole('link', { name: 'Ocean Temperatures' })
    .click();
  await waitForSlots(page);
  await app.getByRole('heading', { name: 'Ocean Temperatures' }).waitFor();
  await expect(app.getByText('Task: Ocean Temperatures').count()).resolves.toBe(1);
  await expect(app.getByRole('button', { name: 'Exit Activity' }).count()).resolves.toBe(1);
  expect(await axeViolations(page, '#single-lesson-root')).toEqual([]);

  await app.getByRole('button', { name: 'Next' }).click();
  await app.getByRole('button', { name: /^Step 1 of 2/ }).waitFor();
  await app.getByRole('radio', { name: /The ocean releases stored heat/ }).check();
  await app.getByRole('button', { name: 'Check' }).click();
  await app.getByText('Correct', { exact: true }).waitFor();
  await app.getByRole('button', { name: 'Next' }).click();

  await app.getByRole('button', { name: /^Step 2 of 2/ }).waitFor();
  await app
    .getByRole('textbox', { name: /Explain in your own words/ })
    .fill('Water changes slowly.');
  await app.getByRole('textbox', { name: /Which unit/ }).fill('°C');
  await app.getByRole('button', { name: 'Check' }).click();
  await app.getByText('Correct', { exact: true }).waitFor();
  await app.getByRole('button', { name: 'Next' }).click();

  await app.getByText('Performance: 100%').waitFor();
  await expect(app.getByText('Your answer: Water changes slowly.').count()).resolves.toBe(1);
  expect(await axeViolations(page, '#single-lesson-root')).toEqual([]);

  // The user lesson keeps the answers and the completion: a new visit shows Completed.
  await page.reload();
  await waitForSlots(page);
  await app.getByRole('heading', { name: 'Ocean Temperatures' }).waitFor();
  await app.getByText('Completed', { exact: true }).waitFor();

  await app.getByRole('button', { name: 'Exit Activity' }).click();
  await page.waitForURL((url) => url.pathname === '/tutorials/');
  expect(page.errors).toEqual([]);
  await context.close();
});

test('a student bookmarks a lesson from its intro and removes the bookmark again', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/demo/lesson/?lesson=weather-watch`);
  await waitForSlots(page);
  const app = page.locator('#single-lesson-root');
  const toggle = app.getByRole('button', { name: 'Bookmark this lesson' });
  await toggle.waitFor();
  await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
  await toggle.click();
  await app.locator('button[aria-pressed="true"]').waitFor();

  // The bookmark is the server's: a new visit shows it.
  await page.reload();
  await waitForSlots(page);
  await app.locator('button[aria-pressed="true"]', { hasText: 'Bookmark this lesson' }).waitFor();
  await toggle.click();
  await app.locator('button[aria-pressed="false"]', { hasText: 'Bookmark this lesson' }).waitFor();
  await page.reload();
  await waitForSlots(page);
  await toggle.waitFor();
  await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
  expect(await axeViolations(page, '#single-lesson-root')).toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
});
