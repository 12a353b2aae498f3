/**
 * The data tool inside the lesson player: two data steps in a row, Next and Previous between
 * them, the nested widget unmounted and mounted again each time without an error on the page.
 */
import { expect, test } from 'vitest';
import { login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();
const LESSON = '/courses/climate-data/reading-temperature-data/';
const STORY = `${LESSON}the-story-of-a-heatwave/`;

test('Next and Previous between two data steps remount the data tool without an error', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}${LESSON}`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Enroll' }).click();
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  await page.goto(`${session.demo.url}${STORY}intro/`);
  await waitForSlots(page);
  await app.getByRole('button', { name: 'Next' }).click();

  const pane = app.getByRole('region', { name: 'Data tool: World City Temperatures' });
  const mounted = (step: number) =>
    Promise.all([
      app.getByRole('button', { name: new RegExp(`^Step ${step} of \\d+`) }).waitFor(),
      pane.locator('svg[role="img"]').waitFor(),
      pane.getByRole('table').waitFor(),
    ]);
  await mounted(1);
  for (let round = 0; round < 2; round++) {
    // The step menu forward (Next waits for an answer), Previous back.
    await app.getByRole('button', { name: /^Step 1 of \d+/ }).click();
    await page.getByRole('menuitem', { name: /^Step 2/ }).click();
    await mounted(2);
    await app.getByRole('button', { name: 'Previous' }).click();
    await mounted(1);
  }
  // The step's own plot state (sorted by July) came back with the first step each time.
  await expect(
    pane.getByRole('columnheader', { name: /July average/ }).getAttribute('aria-sort'),
  ).resolves.toBe('ascending');
  // Let any deferred unmount run before looking for errors.
  await page.waitForTimeout(500);
  expect(page.errors).toEqual([]);
  await context.close();
});
