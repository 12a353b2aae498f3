/**
 * Embeds as another site shows them: the embed dialog's code pasted into a school's page on
 * another origin frames a chromeless view, and embed.js sizes the frame to its content, from
 * the frame's own messages only.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, waitForSlots } from './harness';
import { startSchoolSite } from './schoolSite';
import { startDemoSession } from './session';

const session = startDemoSession();

const school = startSchoolSite(() => session.demo.url, 'Course content');

async function schoolPage(path: string): Promise<Page & { errors: string[] }> {
  const page = await newPage(session.browser);
  await page.goto(school.pageUrl(path));
  return page;
}

const frameHeight = (page: Page) =>
  page
    .locator('iframe[data-courses-embed]')
    .evaluate((frame) => Number(frame.getAttribute('height')));

test('a course framed on another site has no site header and takes its content’s height', async () => {
  const page = await schoolPage('/embed/courses/climate-data/');
  const frame = page.frameLocator('iframe[data-courses-embed]');
  await frame.getByRole('heading', { level: 1 }).waitFor();
  await expect(frame.locator('.site-header').count()).resolves.toBe(0);
  // The frame grows from 645 to the page inside it: no scrollbar within the frame.
  const inner = () => frame.locator('body').evaluate((body) => Math.ceil(body.scrollHeight));
  await expect.poll(() => frameHeight(page), { timeout: 15_000 }).not.toBe(645);
  await expect
    .poll(async () => Math.abs((await frameHeight(page)) - (await inner())))
    .toBeLessThan(3);

  // A message from anyone but the frame changes nothing.
  const before = await frameHeight(page);
  await page.evaluate(() =>
    window.postMessage({ source: 'courses-embed', type: 'resize', height: 300 }, '*'),
  );
  await page.waitForTimeout(200);
  await expect(frameHeight(page)).resolves.toBe(before);
  expect(page.errors).toEqual([]);
  await page.close();
});

test('a dataset and a data story have chromeless views too', async () => {
  for (const path of [
    '/embed/dataset/world-city-temperatures/',
    '/embed/datastory/the-story-of-a-heatwave/',
  ]) {
    const page = await schoolPage(path);
    const frame = page.frameLocator('iframe[data-courses-embed]');
    await frame.locator('[data-widget-state="mounted"]').first().waitFor({ timeout: 20_000 });
    await expect(frame.locator('.site-header').count()).resolves.toBe(0);
    await expect.poll(() => frameHeight(page), { timeout: 15_000 }).not.toBe(645);
    expect(page.errors).toEqual([]);
    await page.close();
  }
});

test('Embed on the course app and on a dataset card gives the code of that item’s embed view', async () => {
  const page = await newPage(session.browser);
  await page.goto(`${session.demo.url}/courses/climate-data/reading-temperature-data/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  const embed = app.getByRole('button', { name: 'Embed', exact: true });
  await embed.click();
  const dialog = page.getByRole('dialog', { name: 'Embed “Exploring Climate with Data”' });
  const code = dialog.getByLabel('Frame code');
  await expect(code.inputValue()).resolves.toContain(
    `<iframe src="${session.demo.url}/embed/courses/climate-data/reading-temperature-data/"`,
  );
  await expect(code.inputValue()).resolves.toContain(
    `<script src="${session.demo.url}/static/apps/courses/embed.js" async></script>`,
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect(embed.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

  await page.goto(`${session.demo.url}/tableview/dataset/world-city-temperatures/`);
  await waitForSlots(page);
  await page.locator('#dataset-popups-root').getByRole('button', { name: 'Embed' }).click();
  const datasetDialog = page.getByRole('dialog', { name: 'Embed “World City Temperatures”' });
  await expect(datasetDialog.getByLabel('Frame code').inputValue()).resolves.toContain(
    `${session.demo.url}/embed/dataset/world-city-temperatures/`,
  );
  expect(page.errors).toEqual([]);
  await page.close();
});
