/**
 * What the lesson player brings in beside its own steps: the data tool in the left pane of a
 * data step, mounted through the page loader, and a teacher assigning a lesson to a class.
 */
import { expect, test } from 'vitest';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();
const STORY = '/courses/climate-data/reading-temperature-data/the-story-of-a-heatwave/';

test('a data step shows the data tool on the step dataset, beside the questions', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/courses/climate-data/reading-temperature-data/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Enroll' }).click();
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  await app
    .getByRole('link', { name: /The Story of a Heatwave/ })
    .first()
    .click();
  await page.waitForURL(new RegExp(`${STORY}intro/$`));
  await app.getByRole('button', { name: 'Next' }).click();
  await app.getByRole('button', { name: /^Step 1 of \d+/ }).waitFor();

  const pane = app.getByRole('region', { name: 'Data tool: World City Temperatures' });
  await pane.waitFor();
  // The nested slot goes through the loader like any other: loading, then mounted.
  await page.waitForFunction(
    () =>
      document
        .querySelector('[data-testid="lesson-player.data-tool"]')
        ?.getAttribute('data-widget-state') === 'mounted',
  );
  await pane.locator('svg[role="img"]').waitFor();
  await expect(pane.locator('table caption').textContent()).resolves.toContain(
    'World City Temperatures',
  );
  // The graph follows the pickers, inside the lesson.
  await pane.getByLabel('Graph type').selectOption({ label: 'Histogram' });
  await expect(pane.locator('svg[role="img"] title').textContent()).resolves.toMatch(
    /^Histogram of /,
  );
  // The nested remote loaded without an error on the page.
  expect(page.errors).toEqual([]);
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);
  await context.close();
});

test('a teacher assigns a lesson to a class from its intro, and the assignment is listed', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_teacher');
  await page.goto(`${session.demo.url}${STORY}intro/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: /^Assign “/ });
  await dialog.getByRole('radio', { name: 'Grade 8 - Science Club' }).check();
  await dialog.getByLabel('Instructions (optional)').fill('Read the story before Friday.');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await page.getByText('Assigned to Grade 8 - Science Club.').waitFor();
  const list = dialog.getByRole('list', { name: 'Assignments' });
  await list.getByText('Read the story before Friday.').waitFor();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // The server kept it: opened again, the class is marked as already assigned.
  await app.getByRole('button', { name: 'Assign' }).click();
  await dialog.getByRole('tab', { name: 'Share to Class' }).click();
  await dialog.getByRole('radio', { name: 'Grade 8 - Science Club, already assigned' }).waitFor();
  expect(page.errors).toEqual([]);
  await context.close();
});
