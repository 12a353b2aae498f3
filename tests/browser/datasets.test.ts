/**
 * Datasets as a student and a visitor meet them: the datasets page, a 100,000-row CSV uploaded
 * through its form and opened in the data tool, attributes dragged by touch, cases selected by
 * keyboard, and datasets a user may not open. Built remotes, real demo server, Chromium.
 */
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

/** A CSV of `count` paper-plane flights: a trial number, a distance and a group. */
function flightsCsv(count: number): string {
  const lines = ['Trial,Distance (m),Group'];
  for (let i = 1; i <= count; i++) {
    lines.push(`${i},${((i * 7919) % 1000) / 100},${i % 3 === 0 ? 'Folded' : 'Flat'}`);
  }
  return lines.join('\n');
}

const graphName = (slot: Locator) => slot.locator('svg[role="img"] title').textContent();

/**
 * A finger dragging from the middle of `from` to the middle of `to` (which may appear only once
 * the drag has started, as the axes' drop zones do), through Chromium's touch input.
 */
async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  if (!start) throw new Error('nothing to drag');
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  let x = start.x + start.width / 2;
  let y = start.y + start.height / 2;
  await touch('touchStart', x, y);
  for (let step = 1; step <= 4; step++) await touch('touchMove', x + step * 5, y + step * 5);
  const end = await to.boundingBox();
  if (!end) throw new Error('nowhere to drop');
  const [toX, toY] = [end.x + end.width / 2, end.y + end.height / 2];
  for (let step = 1; step <= 10; step++) {
    x += (toX - x) / (11 - step);
    y += (toY - y) / (11 - step);
    await touch('touchMove', x, y);
  }
  await touch('touchEnd', x, y);
  await cdp.detach();
}

test('a student uploads 100,000 cases, drags an attribute by touch and selects cases by keyboard', async () => {
  // Tall enough for the attributes and the graph's axes to be on screen together, as a finger needs.
  const context = await session.browser.newContext({
    hasTouch: true,
    viewport: { width: 1280, height: 1400 },
  });
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/datasets/`);
  await page.getByLabel(/CSV file/).setInputFiles({
    name: 'paper-planes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(flightsCsv(100_000)),
  });
  await page.getByLabel('Dataset name (optional)').fill('Paper planes');
  await page.getByRole('button', { name: 'Upload and open' }).click();
  await page.waitForURL(/\/tableview\/dataset\/paper-planes-[0-9a-f]{6}\/$/);
  await waitForSlots(page);
  await expect(page.title()).resolves.toBe('Paper planes · Courses demo');

  const slot = page.locator('#data-tool-root');
  const table = slot.getByRole('table', { name: 'Paper planes (100000 cases)' });
  await table.waitFor({ timeout: 30_000 });
  await expect.poll(() => graphName(slot), { timeout: 30_000 }).toMatch(/100000 points\.$/);
  // Only the rows in view are drawn.
  expect(await slot.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(60);

  // Touch: Distance dragged onto the X axis.
  await slot.getByTestId('data-tool.attribute.distance_m').scrollIntoViewIfNeeded();
  await touchDrag(
    page,
    slot.getByTestId('data-tool.attribute.distance_m'),
    slot.getByTestId('data-tool.drop-x'),
  );
  await expect
    .poll(() => slot.getByTestId('data-tool.announcement').textContent(), { timeout: 10_000 })
    .toBe('Distance (m) is on the X axis.');
  await expect.poll(() => graphName(slot), { timeout: 10_000 }).toMatch(/against Distance/);

  // Keyboard: the table's tab stop is one row; arrows move it, End goes to the last case,
  // Space selects, and the graph highlights what is selected.
  const firstRow = slot.locator('tbody tr[tabindex="0"]');
  await firstRow.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  const focusedRow = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex') ?? null);
  await expect.poll(focusedRow).toBe('4');
  await expect(
    slot.locator('tbody tr[aria-rowindex="4"]').getAttribute('aria-selected'),
  ).resolves.toBe('true');
  await page.keyboard.press('End');
  await expect.poll(focusedRow, { timeout: 10_000 }).toBe('100001');
  await page.keyboard.press('Space');
  await expect
    .poll(() => slot.locator('svg [data-mark="selected"]').getAttribute('data-count'))
    .toBe('2');
  await expect(slot.locator('figcaption').textContent()).resolves.toMatch(/ 2 selected\.$/);
  await page.keyboard.press('Home');
  await expect.poll(focusedRow, { timeout: 10_000 }).toBe('2');

  expect(await axeViolations(page)).toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('the datasets page lists what a visitor may open; a premium dataset says why it stays shut', async () => {
  const page = await newPage(session.browser);
  await page.goto(`${session.demo.url}/datasets/`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Datasets');
  await expect(page.getByRole('link', { name: 'Log in' }).count()).resolves.toBeGreaterThan(0);
  await page.getByRole('link', { name: 'World City Temperatures' }).click();
  await waitForSlots(page);
  const slot = page.locator('#data-tool-root');
  await slot.getByRole('table', { name: 'World City Temperatures (20 cases)' }).waitFor();
  await page
    .locator('#dataset-popups-root')
    .getByText('World City Temperatures', { exact: true })
    .first()
    .waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`${session.demo.url}/tableview/dataset/olympic-100m-winning-times/`);
  await waitForSlots(page);
  await slot.getByText('This dataset requires a premium subscription.').waitFor();
  expect(page.errors).toEqual([]);
  await page.close();
});
