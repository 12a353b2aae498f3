/**
 * The keyword popover as a reader meets it on /demo/keywords/: a server-rendered reading whose
 * keywords open their definitions, fetched from the dev API server's seeded dictionary.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

/** Presses Tab until `name` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 20): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('a reader opens definitions by keyboard and by mouse, and closes them', async () => {
  const page = await newPage(session.browser);
  const definitionRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/lookup/keyword/')) definitionRequests.push(pathname);
  });
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/demo/keywords/`);
  expect(await waitForSlots(page)).toEqual({
    'reading-bar-root': 'mounted',
    'keyword-popover-root': 'mounted',
  });

  // Keyboard: Tab to the AI-summarised keyword and press Enter.
  await tabTo(page, 'latitude');
  await page.keyboard.press('Enter');
  const latitude = page.getByRole('dialog', { name: 'latitude' });
  await latitude.getByText('Dictionary definition summarized with AI').waitFor();
  await expect(latitude.getByText(/how far north or south of the equator/).count()).resolves.toBe(
    1,
  );
  await expect(latitude.getByRole('heading', { name: 'latitude' }).count()).resolves.toBe(1);
  // Focus moved into the popover.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
    'Close',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await latitude.waitFor({ state: 'detached' });
  expect(await focusedText(page)).toBe('latitude');

  // Mouse: another keyword opens its own definition, without the AI badge.
  await page.getByRole('button', { name: 'median' }).click();
  const median = page.getByRole('dialog', { name: 'median' });
  await median.getByText(/middle value of an ordered list/).waitFor();
  await expect(median.getByText('Dictionary definition summarized with AI').count()).resolves.toBe(
    0,
  );

  // A click beside the reading closes it; the close cross closes a reopened one.
  await page.getByRole('heading', { name: 'Keywords', level: 1 }).click();
  await median.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'latitude' }).click();
  await latitude.getByText('Dictionary definition summarized with AI').waitFor();
  await latitude.getByRole('button', { name: 'Close' }).click();
  await latitude.waitFor({ state: 'detached' });
  expect(await focusedText(page)).toBe('latitude');

  // latitude was fetched once: reopening it came from the cache.
  expect(definitionRequests).toEqual(['/api/lookup/keyword/5/', '/api/lookup/keyword/3/']);
  expect(page.errors).toEqual([]);
  await page.close();
});

test('scrolling the page closes the popover', async () => {
  const page = await newPage(session.browser);
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto(`${session.demo.url}/demo/keywords/`);
  await waitForSlots(page);
  await page.getByRole('button', { name: 'temperature' }).click();
  const dialog = page.getByRole('dialog', { name: 'temperature' });
  await dialog.getByText(/how hot or cold something is/).waitFor();
  await page.mouse.move(20, 20);
  await page.mouse.wheel(0, 200);
  await dialog.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(page.errors).toEqual([]);
  await page.close();
});

test('the popover fits a short window, height included, wherever the keyword sits', async () => {
  const context = await session.browser.newContext({ viewport: { width: 360, height: 480 } });
  const page = await newPage(context);
  await page.goto(`${session.demo.url}/demo/keywords/`);
  await waitForSlots(page);
  for (const [name, position] of [
    ['latitude', 'middle'],
    ['median', 'bottom'],
  ] as const) {
    const keyword = page.getByRole('button', { name });
    // Mid-window, where neither side has room for the whole card, then at the bottom edge.
    await keyword.evaluate((element, where) => {
      const box = element.getBoundingClientRect();
      const target = where === 'middle' ? window.innerHeight / 2 - 20 : window.innerHeight - 60;
      window.scrollBy(0, box.top - target);
    }, position);
    // The scroll event comes a frame later; it must not land on the open popover and close it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await keyword.click();
    const popover = page.getByRole('dialog', { name });
    await popover.getByRole('heading', { name }).waitFor();
    const box = await popover.boundingBox();
    if (!box) throw new Error('no popover');
    expect(box.y, position).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, position).toBeLessThanOrEqual(480);
    expect(box.x + box.width, position).toBeLessThanOrEqual(360);
    await popover.getByRole('button', { name: 'Close' }).click();
    await popover.waitFor({ state: 'detached' });
  }
  await context.close();
});

/** Whether the page's share scope has loaded `name` (the loader provides it on first use). */
const sharedLoaded = (page: Page, name: string) =>
  page.evaluate((key) => {
    type Info = { loaded?: boolean };
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    return Object.values(share).some((scopes) =>
      Object.values(scopes).some((packages) =>
        Object.values(packages[key] ?? {}).some((info) => info.loaded === true),
      ),
    );
  }, name);

test('the page loads neither the markup renderer nor notistack until they are needed', async () => {
  const page = await newPage(session.browser);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/demo/keywords/`);
  await waitForSlots(page);
  await page.waitForLoadState('networkidle');
  expect(await sharedLoaded(page, '@courses/runtime/markup')).toBe(false);
  // No toast yet, so no toast area (notistack comes with the first toast).
  expect(await page.locator('[data-courses-toasts]').count()).toBe(0);
  await page.getByRole('button', { name: 'temperature' }).click();
  await page
    .getByRole('dialog', { name: 'temperature' })
    .getByText(/how hot or cold/)
    .waitFor();
  expect(await sharedLoaded(page, '@courses/runtime/markup')).toBe(true);
  expect(page.errors).toEqual([]);
  await page.close();
});

test('a page with only the popover loads React, MUI and the runtime on the first keyword a reader reaches', async () => {
  const page = await newPage(session.browser);
  await page.goto(`${session.demo.url}/demo/widget/keyword-popover/`);
  await waitForSlots(page);
  await page.waitForLoadState('networkidle');
  for (const name of ['react-dom', '@courses/runtime', '@courses/mui/tooltip']) {
    expect(await sharedLoaded(page, name), name).toBe(false);
  }
  // The keywords are already keyboard operable: mounting made them focusable buttons.
  const latitude = page.getByRole('button', { name: 'latitude' });
  await latitude.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'latitude' });
  await dialog.waitFor();
  await expect
    .poll(() =>
      dialog.getByRole('button', { name: 'Close' }).evaluate((b) => b === document.activeElement),
    )
    .toBe(true);
  expect(await sharedLoaded(page, 'react-dom')).toBe(true);
  expect(page.errors).toEqual([]);
  await page.close();
});
