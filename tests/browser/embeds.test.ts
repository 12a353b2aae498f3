/**
 * Embeds as another site shows them: the embed dialog's code pasted into a school's page on
 * another origin frames a chromeless view, and embed.js sizes the frame to its content, from
 * the frame's own messages only.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { frameCode } from '../../widgets/embed-dialog/frameCode';
import { newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

/**
 * The school's site: its own small server on 127.0.0.1, while the content is on localhost, so
 * the two are different sites (Chromium lets only a local page frame a local one, so both run
 * here). Each request for /lesson.html?path=... answers a page with the frame code for it.
 */
let school: http.Server;
let schoolUrl = '';
beforeAll(async () => {
  school = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://school').searchParams.get('path') ?? '/';
    const code = frameCode({
      url: `${session.demo.url}${path}`,
      title: 'Course content',
      height: 645,
      scriptUrl: `${session.demo.url}/static/apps/courses/embed.js`,
    });
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>School</title></head><body><h1>Our class</h1>${code}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => school.listen(0, '127.0.0.1', resolve));
  schoolUrl = `http://127.0.0.1:${(school.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => school.close(() => resolve())));

async function schoolPage(path: string): Promise<Page & { errors: string[] }> {
  const page = await newPage(session.browser);
  await page.goto(`${schoolUrl}/lesson.html?path=${encodeURIComponent(path)}`);
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
