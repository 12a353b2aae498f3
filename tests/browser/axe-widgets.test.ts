/**
 * axe-core (WCAG 2.0 and 2.1, A and AA) over every state of the widgets outside the course app
 * (issue 10 item 9): each mounted, each dialog, menu and popover open, the data tool with a
 * selection, and the pages that show failures. Zero violations in each.
 */
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

/** Waits until nothing shown in `scope` is loading (a hidden tab may keep its loader). */
async function settled(scope: Locator): Promise<void> {
  const loaders = scope.getByText('Loading...').filter({ visible: true });
  await expect.poll(() => loaders.count()).toBe(0);
}

/** The whole page, portals included, in the state named. */
async function expectClean(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), state).toEqual([]);
}

test('all widgets, with every dialog, menu and popover open in turn', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_teacher');
  await page.goto(`${session.demo.url}/demo/all/`);
  await waitForSlots(page);
  await page.locator('#data-tool-root table').waitFor();
  await expectClean(page, 'every widget mounted');

  await page.getByRole('button', { name: 'Reading support' }).click();
  await page.getByText('Text size').first().waitFor();
  // Read aloud is enabled once the page's text blocks are listed (1000 ms after load); its
  // colours then fade from the disabled grey, which axe would read mid-way.
  const play = page.getByTestId('reading-bar.frame').getByRole('button', { name: 'Play' });
  await expect.poll(() => play.isEnabled(), { timeout: 10_000 }).toBe(true);
  await expectClean(page, 'reading bar expanded');

  const openDialog = async (opener: string, name: string | RegExp, scope = 'body') => {
    await page.locator(scope).getByRole('button', { name: opener, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    return dialog;
  };
  const closeDialog = async (dialog: Locator) => {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  };

  let dialog = await openDialog('Feedback', 'Feedback', '#feedback-dialog-root');
  await expectClean(page, 'feedback dialog');
  await closeDialog(dialog);
  dialog = await openDialog('Embed', /^Embed/, '#embed-dialog-root');
  await expectClean(page, 'embed dialog');
  await closeDialog(dialog);

  const card = '#dataset-popups-root';
  dialog = await openDialog('About', /^About/, card);
  await expectClean(page, 'About dialog');
  await closeDialog(dialog);
  dialog = await openDialog('Vocabulary', /Vocabulary/, card);
  await dialog.locator('dt').first().waitFor();
  await expectClean(page, 'Vocabulary dialog');
  await closeDialog(dialog);
  dialog = await openDialog('Share', /^Share/, card);
  for (const tab of ['Direct Link', 'Share to Class', 'Email']) {
    await dialog.getByRole('tab', { name: tab }).click();
    await settled(dialog);
    await expectClean(page, `share dialog, ${tab}`);
  }
  await closeDialog(dialog);

  const actions = page.locator(card).getByRole('button', { name: 'Dataset actions' });
  await actions.click();
  await page.getByRole('menu').waitFor();
  await expectClean(page, 'dataset actions menu');
  for (const item of ['Notes/History', 'Metadata Changes']) {
    if (!(await page.getByRole('menu').isVisible())) await actions.click();
    await page.getByRole('menuitem', { name: item }).click();
    dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await settled(dialog);
    await expectClean(page, `${item} dialog`);
    await closeDialog(dialog);
  }

  await page.getByRole('button', { name: 'latitude', exact: true }).click();
  const popover = page.getByRole('dialog', { name: 'latitude' });
  await popover.waitFor();
  await settled(popover);
  await expectClean(page, 'keyword popover');
  await closeDialog(popover);

  // The data tool with cases selected from the table by keyboard.
  const tool = page.locator('#data-tool-root');
  await tool.locator('tbody tr[tabindex="0"]').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect.poll(() => tool.locator('tbody tr[aria-selected="true"]').count()).toBe(2);
  await expectClean(page, 'data tool with a selection');
  dialog = await openDialog('Save Plot', 'Save Plot', '#data-tool-root');
  await page.keyboard.press('Tab');
  await dialog.getByText('Enter Plot Title').waitFor();
  await expectClean(page, 'Save Plot dialog with a field error');
  await closeDialog(dialog);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('datasets, a dataset table, and the failure page', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/datasets/`);
  await page.getByRole('heading', { name: 'All datasets' }).waitFor();
  await expectClean(page, '/datasets/');
  await page.goto(`${session.demo.url}/tableview/dataset/world-city-temperatures/`);
  await waitForSlots(page);
  await page.locator('#data-tool-root table').waitFor();
  await expectClean(page, 'a dataset table');
  // Invalid props, an unknown widget and a remote that fails to load, each saying so.
  await page.goto(`${session.demo.url}/demo/faults/`);
  await waitForSlots(page, 60_000);
  await expectClean(page, '/demo/faults/');
  await context.close();
});

test('a visitor, the partner variant, a refused and an archived dataset', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  await page.goto(`${session.demo.url}/demo/all/`);
  await waitForSlots(page);
  await page.locator('#data-tool-root table').waitFor();
  await expectClean(page, 'all widgets for a visitor');
  await page.goto(`${session.demo.partnerUrl}/demo/all/`);
  await waitForSlots(page);
  await page.locator('#data-tool-root table').waitFor();
  await expectClean(page, 'all widgets on the partner host');

  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/tableview/dataset/olympic-100m-winning-times/`);
  await waitForSlots(page);
  await page.getByText('This dataset requires a premium subscription.').waitFor();
  await expectClean(page, 'a premium dataset refused');
  await page.goto(`${session.demo.url}/tableview/dataset/school-weather-stations-1990/`);
  await waitForSlots(page);
  await page.getByText('This dataset has been archived due to it being out of date.').waitFor();
  await expectClean(page, 'an archived dataset');
  expect(page.errors).toEqual([]);
  await context.close();
});
