/**
 * What a page shows when something it needs is missing: the loader script, the API's
 * app_config; and what each single-widget demo page says about itself.
 */
import { expect, test } from 'vitest';
import { newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();
const LOADER_MISSING = 'This part of the page could not be loaded. Reload the page to try again.';

test('without the loader every slot says the page part could not be loaded', async () => {
  const page = await newPage(session.browser);
  await page.route('**/loader.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(`${session.demo.url}/demo/all/`, { waitUntil: 'load' });
  const slots = page.locator('[data-widget]');
  const count = await slots.count();
  expect(count).toBeGreaterThan(5);
  await expect
    .poll(() => slots.evaluateAll((els) => els.map((el) => el.textContent)))
    .toEqual(Array.from({ length: count }, () => LOADER_MISSING));
  await expect(page.getByRole('alert').count()).resolves.toBe(count);
  await page.close();
});

test('an API that does not answer leaves a Retry in the slot, which mounts once it answers', async () => {
  const page = await newPage(session.browser);
  let down = true;
  await page.route('**/api/app_config/', (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto(`${session.demo.url}/demo/widget/reading-bar/`);
  const states = await waitForSlots(page);
  expect(states['reading-bar-root']).toBe('error');
  const slot = page.locator('#reading-bar-root');
  await slot.getByText('Please try again!').waitFor();
  down = false;
  await slot.getByRole('button', { name: 'Retry' }).click();
  await page.waitForFunction(
    () => document.getElementById('reading-bar-root')?.dataset.widgetState === 'mounted',
  );
  await page.close();
});

test('a dialog whose code cannot be downloaded says so in place, and opens on Retry once online', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await page.goto(`${session.demo.url}/demo/widget/dataset-popups/`);
  await waitForSlots(page);
  const slot = page.locator('#dataset-popups-root');
  await slot.getByRole('heading', { name: 'World City Temperatures' }).waitFor();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await slot.getByRole('button', { name: 'About' }).click();
  await expect(slot.getByRole('alert').textContent()).resolves.toBe(
    'This part of the page could not be loaded. Check your connection, then try again.Retry',
  );
  // The card around it is still there.
  await slot.getByRole('heading', { name: 'World City Temperatures' }).waitFor();

  await context.setOffline(false);
  await slot.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('dialog').getByText('World City Temperatures').first().waitFor();
  expect(await slot.getByRole('alert').count()).toBe(0);
  await context.close();
});

test('a single-widget page says what it shows and how a template mounts it', async () => {
  const page = await newPage(session.browser);
  await page.goto(`${session.demo.url}/demo/widget/keyword-popover/`);
  await waitForSlots(page);
  await page.getByText('Keyword definitions: select a keyword in the text below').waitFor();
  await page.getByText('The snippet that mounts it').click();
  await expect(page.locator('.snippet code').textContent()).resolves.toContain(
    '<div id="keyword-popover-root" data-widget="keyword-popover"',
  );
  // The page has a keyword to try it on.
  await page.locator('[data-keyword-id]').first().click();
  await page.getByRole('dialog').waitFor();
  expect(page.errors).toEqual([]);
  await page.close();
});
