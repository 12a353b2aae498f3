/** The demo's free course as the lesson-player journeys walk it: paths and lookups. */
import type { Page } from 'playwright-core';
import { waitForSlots } from './harness';
import { pageApi } from './pageApi';

export const COURSE = '/courses/climate-data';
export const FIRST_LESSON = `${COURSE}/reading-temperature-data/what-is-an-average-temperature`;
export const SINGAPORE = /annual average temperature of Singapore/;

/** Opens a path of the demo, waits for its widgets and returns the lesson player. */
export async function openPlayer(page: Page, baseUrl: string, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await waitForSlots(page);
  return page.locator('#lesson-player-root');
}

/** The step ids of a lesson, in order, as the page's user may read them. */
export async function stepIds(page: Page, lesson: string): Promise<number[]> {
  const body = (await pageApi(page, 'GET', `/api/lessons/${lesson}/`)).body as {
    steps: { id: number }[];
  };
  return body.steps.map((step) => step.id);
}
