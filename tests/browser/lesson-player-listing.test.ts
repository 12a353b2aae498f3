/**
 * What the course app lists: courses with their kind, lock and progress; a module's lessons
 * with type names, lock and ELD labels whose tooltips open by keyboard.
 */
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

/** Tabs until the element has focus (at most 60 presses), as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the element never got keyboard focus');
}

test('a free student sees course kinds, locks and progress, and reads the tooltips by keyboard', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/courses/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  const climate = app.getByRole('listitem').filter({ hasText: 'Exploring Climate with Data' });
  const sport = app.getByRole('listitem').filter({ hasText: 'Statistics in Sport' });
  await climate.getByText('Not Started').waitFor();
  await expect(climate.getByText('Course', { exact: true }).count()).resolves.toBe(1);
  await expect(climate.getByTestId('lesson-player.lock').count()).resolves.toBe(0);
  const lock = sport.getByTestId('lesson-player.lock');
  await tabTo(page, lock);
  await expect(page.getByRole('tooltip').textContent()).resolves.toBe(
    'Accessible for Premium Subscribers Only',
  );
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);
  await page.keyboard.press('Escape');

  await climate.getByRole('link', { name: 'Exploring Climate with Data' }).click();
  await app.getByRole('heading', { name: 'Lessons' }).waitFor();
  const average = app
    .getByTestId('lesson-player.lesson-row')
    .filter({ hasText: 'What Is an Average Temperature?' });
  await expect(average.getByText('Lesson', { exact: true }).count()).resolves.toBe(1);
  await tabTo(page, average.getByTestId('lesson-player.eld'));
  await expect(page.getByRole('tooltip').textContent()).resolves.toBe(
    'Lesson supports English development for multilingual learners.',
  );
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);

  // Once enrolled, every lesson shows its progress.
  await app.getByRole('button', { name: 'Enroll' }).click();
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  await expect(average.getByText('Not Started').count()).resolves.toBe(1);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('a teacher sees the teacher-only parts of a step labelled, and switches to the student view', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'teacher');
  await page.goto(`${session.demo.url}/courses/climate-data/reading-temperature-data/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('link', { name: 'What Is an Average Temperature?' }).first().click();
  await app.getByRole('button', { name: 'Next' }).click();
  await app.getByRole('button', { name: /^Step 1 of \d+/ }).waitFor();

  const answerKey = app.getByRole('region', { name: 'Answer key (teacher only)' });
  await answerKey.getByText('TEACHER ONLY').waitFor();
  await expect(answerKey.textContent()).resolves.toContain('July in Cairo is hot');
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);

  const toggle = app.getByRole('button', { name: 'See as a student' });
  await toggle.click();
  await app.getByText('STUDENT VIEW').waitFor();
  await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
  await expect(app.getByText('TEACHER ONLY').count()).resolves.toBe(0);
  await expect(app.getByRole('button', { name: 'Feedback' }).count()).resolves.toBe(0);
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('a student meets no view marker', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_student');
  await page.goto(`${session.demo.url}/courses/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  // premium_student has answered one step of the free course without completing a lesson.
  const climate = app.getByRole('listitem').filter({ hasText: 'Exploring Climate with Data' });
  await climate.getByText(/^1\/\d+ Steps$/).waitFor();
  await climate.getByRole('link', { name: 'Exploring Climate with Data' }).click();
  await app.getByRole('button', { name: /^Step \d+ of \d+/ }).waitFor();
  await expect(app.getByText('TEACHER ONLY').count()).resolves.toBe(0);
  await expect(app.getByText('STUDENT VIEW').count()).resolves.toBe(0);
  await expect(app.getByRole('button', { name: 'See as a student' }).count()).resolves.toBe(0);
  await context.close();
});
