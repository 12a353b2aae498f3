/**
 * Nothing typed in the content builder is lost: the network goes away mid-edit (the browser
 * offline, then saves aborted across a reload) and the draft stays on the device until the
 * server has it; a change made elsewhere meanwhile is a conflict the teacher settles.
 */
import { expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { BuilderActivitySchema } from '../../src/api/schemas/contentBuilder';
import * as v from 'valibot';
import { login, newPage, waitForSlots } from './harness';
import { pageApi } from './pageApi';
import { startDemoSession } from './session';

const session = startDemoSession();

function saveState(page: Page, state: string) {
  return page
    .locator(`[data-testid="lesson-player.builder-save"][data-state="${state}"]`)
    .waitFor({ timeout: 15_000 });
}

async function onServer(page: Page, id: number) {
  const response = await pageApi(page, 'GET', `/api/content-builder/activity/${id}/`);
  return v.parse(BuilderActivitySchema, response.body);
}

test('a teacher loses the network mid-edit and keeps the draft, across a reload too', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_teacher');
  const created = await pageApi(page, 'POST', '/api/content-builder/activity/', {
    activity_title: 'Offline Work',
    activity_type: 'Activity',
  });
  const { id } = v.parse(BuilderActivitySchema, created.body);
  await page.goto(`${session.demo.url}/demo/builder/${id}/`);
  await waitForSlots(page);
  const app = page.locator('#builder-root');
  const source = app.getByRole('textbox', { name: 'Step content' });
  await source.fill('## Before');
  await saveState(page, 'saved');
  await page.waitForURL(/\/demo\/builder\/\d+\/\d+\/$/);

  // The connection drops: the work stays on screen and on the device, and says so.
  await context.setOffline(true);
  await source.fill('## Before\n\nWritten offline.');
  await saveState(page, 'failed');
  await app.getByText(/You are offline\. Your changes are kept on this device/).waitFor();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  // Back online: sent without anyone asking.
  await context.setOffline(false);
  await saveState(page, 'saved');
  expect((await onServer(page, id)).steps[0]?.content).toBe('## Before\n\nWritten offline.');

  // Saves that never reach the server, then a reload: the draft is still there.
  const abort = (route: Route) =>
    route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback();
  await page.route('**/api/content-builder/activity/**', abort);
  await source.fill('## Before\n\nWritten offline.\n\nKept across a reload.');
  await saveState(page, 'failed');
  expect((await onServer(page, id)).steps[0]?.content).not.toContain('Kept across a reload.');
  await page.unroute('**/api/content-builder/activity/**', abort);
  await page.reload();
  await waitForSlots(page);
  await expect(app.getByRole('textbox', { name: 'Step content' }).inputValue()).resolves.toBe(
    '## Before\n\nWritten offline.\n\nKept across a reload.',
  );
  await saveState(page, 'saved');
  expect((await onServer(page, id)).steps[0]?.content).toContain('Kept across a reload.');
  // Saved, the draft is gone from the browser (what else the page keeps there is not a draft).
  const drafts = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('courses.builderDraft.')),
  );
  expect(drafts).toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('a change made elsewhere meanwhile shows the conflict, and the teacher keeps their version', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_teacher');
  const created = await pageApi(page, 'POST', '/api/content-builder/activity/', {
    activity_title: 'Two Tabs',
    activity_type: 'Practice',
  });
  const { id } = v.parse(BuilderActivitySchema, created.body);
  await page.goto(`${session.demo.url}/demo/builder/${id}/`);
  await waitForSlots(page);
  const app = page.locator('#builder-root');
  const source = app.getByRole('textbox', { name: 'Step content' });
  await source.fill('Mine');
  await saveState(page, 'saved');

  // Another tab saves on the same version.
  const current = await onServer(page, id);
  const other = await pageApi(page, 'PATCH', `/api/content-builder/activity/${id}`, {
    version: current.version,
    activity_title: 'Renamed elsewhere',
  });
  expect(other.status).toBe(200);

  await source.fill('Mine, changed');
  const conflict = app.getByTestId('lesson-player.builder-conflict');
  await conflict.getByText('This activity changed somewhere else').waitFor();
  expect((await onServer(page, id)).steps[0]?.content).toBe('Mine');
  await conflict.getByRole('button', { name: 'Keep my version' }).click();
  await saveState(page, 'saved');
  const saved = await onServer(page, id);
  expect(saved.steps[0]?.content).toBe('Mine, changed');
  expect(saved.activity_title).toBe('Two Tabs');
  await context.close();
});
