/**
 * The course app fits its slot: side by side in a wide one; in a narrow one (a phone) the
 * panes stack and the contents become a modal menu operated by keyboard.
 */
import { expect, test } from 'vitest';
import { axeViolations, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();
const MODULE = '/courses/climate-data/reading-temperature-data/';

test('wide slot: drawer beside the two panes', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  await page.goto(`${session.demo.url}${MODULE}`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('heading', { name: 'Reading Temperature Data' }).waitFor();
  await expect(app.getByTestId('lesson-player.frame').getAttribute('data-layout')).resolves.toBe(
    'wide',
  );
  await expect(app.getByRole('navigation', { name: 'Course contents' }).isVisible()).resolves.toBe(
    true,
  );
  // Nothing wider than the window: no sideways scrolling.
  // No sideways scroll: the page is no wider than its box (the scroll bar's gutter aside).
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await context.close();
});

test('narrow slot: stacked panes and a keyboard-operable course menu', async () => {
  const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await newPage(context);
  await page.goto(`${session.demo.url}${MODULE}`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('heading', { name: 'Reading Temperature Data' }).waitFor();
  await expect(app.getByTestId('lesson-player.frame').getAttribute('data-layout')).resolves.toBe(
    'narrow',
  );
  await expect(app.getByRole('navigation', { name: 'Course contents' }).count()).resolves.toBe(0);
  const left = await app.getByRole('region', { name: 'Left pane' }).boundingBox();
  const heading = await app
    .getByRole('heading', { name: 'Reading Temperature Data' })
    .boundingBox();
  // Stacked: the right pane's heading is below the left pane, not beside it.
  expect(heading && left && heading.y >= left.y + left.height).toBe(true);
  // No sideways scroll: the page is no wider than its box (the scroll bar's gutter aside).
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  const menuButton = app.getByRole('button', { name: 'Course menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Course menu' });
  await menu.waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Close');
  // Focus stays inside the open menu.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  await expect(menu.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(
    true,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  await expect(menuButton.evaluate((element) => element === document.activeElement)).resolves.toBe(
    true,
  );

  await menuButton.click();
  await menu.getByRole('link', { name: 'Comparing Cities' }).click();
  await app.getByRole('heading', { name: 'Comparing Cities' }).waitFor();
  await expect(menu.count()).resolves.toBe(0);
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
});
