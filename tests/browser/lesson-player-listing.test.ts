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
