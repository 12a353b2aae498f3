/** What the role journeys of datasets and sharing share: a page as a role, menus, toasts. */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { login, newPage, waitForSlots } from './harness';
import { pageApi } from './pageApi';
import type { DemoSession } from './session';

export const CITY_PAGE = '/tableview/dataset/world-city-temperatures/';
export const HEATWAVE = '/courses/climate-data/reading-temperature-data/the-story-of-a-heatwave';
export const ACTIVITY_PAGE = '/activity/comparing-city-climates/';

export type RolePage = Page & { errors: string[] };

/** A fresh browser context, logged in as `username` (or a visitor), on `path` with its widgets up. */
export async function pageAs(
  session: DemoSession,
  username: string | null,
  path: string,
): Promise<RolePage> {
  const page = await newPage(await session.browser.newContext());
  if (username) await login(page, session.demo.url, username);
  await open(page, session, path);
  return page;
}

export async function open(page: Page, session: DemoSession, path: string): Promise<void> {
  await page.goto(`${session.demo.url}${path}`);
  await waitForSlots(page);
}

/** The labels of the dataset card's three-dot menu; the menu is closed again. */
export async function menuLabels(card: Locator): Promise<string[]> {
  const page = card.page();
  await card.getByRole('button', { name: 'Dataset actions' }).click();
  const menu = page.getByRole('menu', { name: 'Dataset actions' });
  await menu.waitFor();
  const labels = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return labels;
}

/**
 * The newest text on the page that reads exactly `text`: a toast. By text rather than role: a
 * toast raised while a modal dialog is open sits outside it, hidden from the role tree.
 */
export function toastText(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).last();
}

/** The path of the first step of a lesson that shows a course dataset. */
export async function firstDataStep(page: Page, lessonSlug: string): Promise<number> {
  const lesson = (await pageApi(page, 'GET', `/api/lessons/${lessonSlug}/`)).body as {
    steps: { id: number; order: number; dataplot?: { course_dataset: unknown } | null }[];
  };
  const step = [...lesson.steps]
    .sort((a, b) => a.order - b.order)
    .find((candidate) => candidate.dataplot?.course_dataset);
  expect(step).toBeDefined();
  return step?.id ?? 0;
}

/** The tab names of the share dialog. */
export async function shareTabs(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: /^Share “/ });
  await dialog.getByRole('tab', { name: 'Direct Link' }).waitFor();
  return dialog.getByRole('tab').allTextContents();
}
