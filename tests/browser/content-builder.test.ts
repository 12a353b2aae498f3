/**
 * The content builder (issue 14): a premium teacher builds a two-step activity in the lesson
 * player's edit mode (a multiple-choice question, a data-tool step), previews it, sends it for
 * review and assigns it to a class; a student of that class finds it in their list and answers
 * it in the player like any lesson.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

const MC_STEP = `## Coast or inland?

::::question{#q-coast type=radio answer=2}
Which city has the milder winter?

- Madrid
- Auckland

:::solution
The ocean keeps Auckland's winter mild.
:::
::::`;

const DATA_STEP = `## Explore the data

Put **latitude** on the x axis and look at the winter temperatures.`;

async function waitSaved(page: Page) {
  await page
    .locator('[data-testid="lesson-player.builder-save"][data-state="saved"]')
    .waitFor({ timeout: 15_000 });
}

test('a premium teacher builds, previews, submits and assigns an activity; a student answers it', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_teacher');
  await page.goto(`${session.demo.url}/demo/builder/`);
  await waitForSlots(page);
  const app = page.locator('#builder-root');
  await app.getByRole('heading', { name: 'Content builder' }).waitFor();
  expect(await axeViolations(page, '#builder-root')).toEqual([]);

  // Create: title, type, dataset.
  await app.getByRole('textbox', { name: 'Title' }).fill('Coastal Cities');
  await app.getByRole('radio', { name: 'Task' }).check();
  await app.getByRole('combobox', { name: 'Dataset (optional)' }).selectOption({
    label: 'World City Temperatures',
  });
  await app.getByRole('button', { name: 'Create activity' }).click();

  // Edit mode: a new step whose address is 'new', Add Step in the footer, Exit Activity.
  await page.waitForURL(/\/demo\/builder\/\d+\/new\/$/);
  const activityId = /\/demo\/builder\/(\d+)\//.exec(page.url())?.[1];
  await app.getByText('Task: Coastal Cities').waitFor();
  await app.getByRole('button', { name: 'Exit Activity' }).waitFor();
  await app.getByRole('button', { name: 'Step 1 of 1', exact: true }).waitFor();
  const source = app.getByRole('textbox', { name: 'Step content' });

  // Insert a multiple-choice question from the menu, then write the step.
  await app.getByRole('button', { name: 'Insert question' }).click();
  await page.getByRole('menuitem', { name: 'Multiple Choice' }).click();
  await expect(source.inputValue()).resolves.toMatch(/::::question\{#q-1 type=radio answer=1\}/);
  await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
  expect(await source.evaluate((element) => element === document.activeElement)).toBe(true);
  await source.fill(MC_STEP);

  // The live preview is the students' renderer, labelled '{type} Preview'.
  const preview = app.getByRole('region', { name: 'Task Preview' });
  await preview.getByRole('heading', { name: 'Coast or inland?' }).waitFor();
  await preview.getByRole('group', { name: 'Multiple Choice Preview' }).waitFor();
  await waitSaved(page);
  await page.waitForURL(/\/demo\/builder\/\d+\/\d+\/$/);

  // A located authoring problem, then fixed.
  await source.fill(`${MC_STEP}\n\n::quiz`);
  await app.getByText('Unknown directive "::quiz"', { exact: false }).first().waitFor();
  await app.getByRole('button', { name: '14:1' }).waitFor();
  await source.fill(MC_STEP);
  await app.getByText('No problems found.').waitFor();
  await waitSaved(page);

  // Step 2: the data tool on the left.
  const addStep = app.getByRole('button', { name: 'Add Step' });
  await addStep.click();
  await page.waitForURL(/\/new\/$/);
  await app.getByRole('button', { name: 'Step 2 of 2', exact: true }).waitFor();
  await app.getByRole('radio', { name: 'Data tool' }).check();
  // The dataset's attributes are suggested on a graph question's axes.
  await source.fill('::::question{#q-2 type=graph answer="x=');
  await source.press('End');
  await source.pressSequentially('lat');
  const suggestions = app.getByRole('listbox', { name: 'Suggestions' });
  await suggestions.getByRole('option', { name: /latitude/ }).waitFor();
  await page.keyboard.press('Enter');
  await expect(source.inputValue()).resolves.toBe(
    '::::question{#q-2 type=graph answer="x=latitude',
  );
  await source.fill(DATA_STEP);
  await waitSaved(page);
  await page.waitForURL(/\/demo\/builder\/\d+\/\d+\/$/);
  await app.locator('[data-testid="lesson-player.builder-data-tool"]').waitFor();
  await app
    .getByRole('region', { name: 'Task Preview' })
    .getByRole('heading', { name: 'Explore the data' })
    .waitFor();
  expect(await axeViolations(page, '#builder-root')).toEqual([]);

  // Back to step 1 with Previous: its source is there.
  await app.getByRole('button', { name: 'Previous' }).click();
  await app.getByRole('button', { name: 'Step 1 of 2', exact: true }).waitFor();
  await expect(source.inputValue()).resolves.toBe(MC_STEP);

  // Submit for review, then assign to a class.
  await app.getByRole('button', { name: 'Submit for Review' }).click();
  await page.getByText('Sent for review.').waitFor();
  await app.getByText('In review', { exact: true }).waitFor();
  await app.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: '“Coastal Cities”', exact: false });
  await dialog.getByRole('radio', { name: /Grade 8 - Science Club/ }).check();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await page.getByText('Assigned to Grade 8 - Science Club.').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(page.errors).toEqual([]);
  await context.close();

  // The student of the class: their list, then the activity in the player.
  const studentContext = await session.browser.newContext();
  const student = await newPage(studentContext);
  await login(student, session.demo.url, 'student');
  await student.goto(`${session.demo.url}/`);
  await student.getByRole('link', { name: 'Assigned to my classes' }).click();
  const list = student.getByRole('list', { name: 'Assigned to my classes' });
  await list.getByText('Grade 8 - Science Club · from premium_teacher').waitFor();
  await list.getByRole('link', { name: 'Coastal Cities' }).click();
  await waitForSlots(student);
  const player = student.locator('#single-lesson-root');
  await player.getByRole('heading', { name: 'Coastal Cities' }).waitFor();
  await player.getByText('Task: Coastal Cities').waitFor();
  await player.getByRole('button', { name: 'Next' }).click();
  await player.getByRole('button', { name: /^Step 1 of 2/ }).waitFor();
  await player.getByRole('radio', { name: 'Auckland' }).check();
  await player.getByRole('button', { name: 'Check' }).click();
  await player.getByText('Correct', { exact: true }).waitFor();
  await player.getByRole('button', { name: 'Next' }).click();
  await player.getByRole('button', { name: /^Step 2 of 2/ }).waitFor();
  await player.locator('[data-testid="lesson-player.data-tool"]').waitFor();
  await player.getByRole('heading', { name: 'Explore the data' }).waitFor();
  await player.getByRole('button', { name: 'Next' }).click();
  await player.getByText('Performance: 100%').waitFor();
  expect(student.errors).toEqual([]);
  expect(activityId).toBeTruthy();
  await studentContext.close();
});

test('the builder opens per role and variant; the others see the right prompt', async () => {
  // [user, host, what the page shows]
  const cases: [string, 'main' | 'partner', string][] = [
    ['teacher', 'main', '/pricing/premium/'],
    ['jr_teacher', 'main', '/pricing/premium/'],
    ['jr_teacher', 'partner', 'builder'],
    ['teacher', 'partner', '/pricing/jr/'],
    ['staff_teacher', 'main', 'builder'],
    ['student', 'main', 'The content builder is for teachers.'],
  ];
  for (const [username, host, expected] of cases) {
    const base = host === 'main' ? session.demo.url : session.demo.partnerUrl;
    const context = await session.browser.newContext();
    const page = await newPage(context);
    await login(page, base, username);
    await page.goto(`${base}/demo/builder/`);
    await waitForSlots(page);
    const app = page.locator('#builder-root');
    await app.getByRole('heading', { name: 'Content builder' }).waitFor();
    if (expected === 'builder') {
      await app.getByRole('button', { name: 'Create activity' }).waitFor();
    } else if (expected.startsWith('/pricing/')) {
      const upgrade = app.getByRole('link', { name: 'Upgrade' });
      await expect(upgrade.getAttribute('href')).resolves.toBe(expected);
      await expect(app.getByRole('textbox', { name: 'Title' }).count()).resolves.toBe(0);
      expect(await axeViolations(page, '#builder-root')).toEqual([]);
    } else {
      await app.getByText(expected).waitFor();
      await expect(app.getByRole('link', { name: 'Upgrade' }).count()).resolves.toBe(0);
    }
    // The server says the same, whatever the page shows.
    const status = await page.evaluate(
      async () => (await fetch('/api/content-builder/activity/')).status,
    );
    expect(`${username}@${host}: ${status}`).toBe(
      `${username}@${host}: ${expected === 'builder' ? 200 : 403}`,
    );
    expect(page.errors).toEqual([]);
    await context.close();
  }
});

test('deleting a step asks first, from the keyboard, and focus lands back where it belongs', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_teacher');
  await page.goto(`${session.demo.url}/demo/builder/`);
  await waitForSlots(page);
  const app = page.locator('#builder-root');
  await app.getByRole('textbox', { name: 'Title' }).fill('Short Lived');
  await app.getByRole('button', { name: 'Create activity' }).click();
  await page.waitForURL(/\/new\/$/);
  await app.getByRole('textbox', { name: 'Step content' }).fill('First');
  await waitSaved(page);
  await app.getByRole('button', { name: 'Add Step' }).click();
  await app.getByRole('button', { name: 'Step 2 of 2', exact: true }).waitFor();
  await app.getByRole('textbox', { name: 'Step content' }).fill('Second');
  await waitSaved(page);

  // Move step 2 earlier: announced, and the dropdown follows.
  await app.getByRole('button', { name: 'Move step earlier' }).focus();
  await page.keyboard.press('Enter');
  await app.getByRole('button', { name: 'Step 1 of 2', exact: true }).waitFor();
  await app.getByText('Step moved to position 1 of 2.').waitFor();

  const remove = app.getByRole('button', { name: 'Delete step' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete step 1 of 2?' });
  await dialog.waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await remove.evaluate((element) => element === document.activeElement)).toBe(true);

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await app.getByRole('button', { name: 'Step 1 of 1', exact: true }).waitFor();
  await expect(app.getByRole('textbox', { name: 'Step content' }).inputValue()).resolves.toBe(
    'First',
  );
  // The view changed: the step's heading has focus.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  await waitSaved(page);
  await app.getByRole('button', { name: 'Exit Activity' }).click();
  await page.waitForURL((url) => url.pathname === '/tutorials/');
  expect(page.errors).toEqual([]);
  await context.close();
});

test("the player's own pages load neither the builder's chunk nor the authoring tools", async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_teacher');
  const scripts: { url: string; authoring: boolean }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), authoring: false });
    const entry = scripts.at(-1)!;
    void response.text().then(
      (text) => (entry.authoring = text.includes('Ctrl+Space to ask again')),
      () => undefined,
    );
  });
  await page.goto(
    `${session.demo.url}/courses/climate-data/reading-temperature-data/what-is-an-average-temperature/1/`,
  );
  await waitForSlots(page);
  await page
    .locator('#lesson-player-root')
    .getByRole('button', { name: /^Step 1 of/ })
    .waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.url.includes('lesson-builder') || s.authoring)).toEqual([]);

  // The builder page does load both.
  scripts.length = 0;
  await page.goto(`${session.demo.url}/demo/builder/`);
  await waitForSlots(page);
  await page.locator('#builder-root').getByRole('button', { name: 'Create activity' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => s.url.includes('lesson-builder'))).toBe(true);
  await expect.poll(() => scripts.some((s) => s.authoring)).toBe(true);
  await context.close();
});
