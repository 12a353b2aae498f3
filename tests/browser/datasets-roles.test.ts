/**
 * Datasets as each role meets them on the demo server (issue 13, items 1, 2 and 6): the
 * three-dot menu per role with its links, the activity info popup, a lesson's About and
 * Vocabulary of its dataset, the 1 s type-ahead of the menu, and the owner's Delete with its
 * confirmation, its failure and its result. Built remotes, real demo server, Chromium.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './harness';
import { pageApi } from './pageApi';
import {
  CITY_PAGE,
  HEATWAVE,
  firstDataStep,
  menuLabels,
  open,
  pageAs,
  toastText,
} from './roleJourney';
import { startDemoSession } from './session';

const session = startDemoSession();
const GENERIC = "Sorry! Something went wrong, but we're looking into it.";

/**
 * The About and Vocabulary of the heatwave data story's dataset, opened from the lesson step;
 * returns the About dialog's section names and whether it links the CSV.
 */
async function aboutFromLesson(page: Page): Promise<{ sections: string[]; csv: boolean }> {
  const stepId = await firstDataStep(page, 'the-story-of-a-heatwave');
  await open(page, session, `${HEATWAVE}/${stepId}/`);
  const player = page.locator('#lesson-player-root');
  const info = player.getByRole('group', { name: 'Dataset: World City Temperatures' });
  const aboutButton = info.getByRole('button', { name: 'About the dataset' });
  await aboutButton.click();
  const about = page.getByRole('dialog', { name: 'About World City Temperatures' });
  await about.getByText(/Average air temperatures in January/).waitFor();
  const sections = await about
    .getByRole('region')
    .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label') ?? ''));
  const csv = (await about.getByRole('link', { name: 'Download CSV' }).count()) === 1;
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await about.waitFor({ state: 'detached' });
  await expect(aboutButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

  await info.getByRole('button', { name: 'Vocabulary' }).click();
  const vocabulary = page.getByRole('dialog', { name: 'Vocabulary: World City Temperatures' });
  await vocabulary.getByText('latitude', { exact: true }).waitFor();
  await vocabulary.getByRole('button', { name: 'Close' }).click();
  await vocabulary.waitFor({ state: 'detached' });
  return { sections, csv };
}

test('visitor: View and Table View, the data tool link, activity info, About with tags but no CSV', async () => {
  const page = await pageAs(session, null, CITY_PAGE);
  const card = page.locator('#dataset-popups-root');
  await card.getByRole('heading', { name: 'World City Temperatures' }).waitFor();
  expect(await menuLabels(card)).toEqual(['Table View', 'View']);
  await card.getByRole('button', { name: 'Dataset actions' }).click();
  await expect(
    page.getByRole('menuitem', { name: 'View', exact: true }).getAttribute('href'),
  ).resolves.toBe('/datasets/world-city-temperatures/');
  await page.keyboard.press('Escape');

  // The activity info popup, from the card's list of activities.
  const activities = card.getByRole('region', { name: 'Activities' });
  await activities.getByRole('button', { name: 'Activity info: Comparing City Climates' }).click();
  const info = page.getByRole('dialog', { name: 'Activity info: Comparing City Climates' });
  await info.getByText('staff_teacher').waitFor();
  expect(await info.getByText('Courses demo').count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  await info.getByRole('link', { name: 'Open the activity' }).click();
  await page.waitForURL(/\/activity\/comparing-city-climates\/$/);
  await page.getByRole('heading', { level: 1, name: 'Comparing City Climates' }).waitFor();

  // /insert-data-instance/{access_url}/ opens the dataset in the data tool.
  await open(page, session, CITY_PAGE);
  const insert = card.getByRole('link', { name: 'Open in data tool' });
  await expect(insert.getAttribute('href')).resolves.toBe(
    '/insert-data-instance/world-city-temperatures/',
  );
  await insert.click();
  await page.waitForURL((url) => url.pathname === CITY_PAGE);

  // An archived dataset says so (spec section 8), with the activities built on it.
  await open(page, session, '/tableview/dataset/school-weather-stations-1990/');
  const banner = card.getByTestId('dataset-popups.archived');
  await banner.getByText('This dataset has been archived due to it being out of date.').waitFor();
  await expect(
    banner
      .getByRole('link', { name: 'Hill or River: Which School Is Warmer?' })
      .getAttribute('href'),
  ).resolves.toBe('/activity/hill-or-river-school/');

  // Inside the lesson: About and Vocabulary of its dataset.
  const about = await aboutFromLesson(page);
  expect(about.sections).toEqual(expect.arrayContaining(['Description', 'Subjects', 'Sources']));
  expect(about.csv).toBe(false);
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('student: Table View and View only; the lesson’s About has no tag panels', async () => {
  const page = await pageAs(session, 'student', CITY_PAGE);
  const card = page.locator('#dataset-popups-root');
  await card.getByRole('heading', { name: 'World City Temperatures' }).waitFor();
  expect(await menuLabels(card)).toEqual(['Table View', 'View']);
  const about = await aboutFromLesson(page);
  expect(about.sections).toContain('Description');
  expect(about.sections).not.toContain('Subjects');
  expect(about.sections).not.toContain('Grades');
  expect(about.csv).toBe(false);
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('teacher without a subscription: Notes/History and Metadata Changes, No Results Found., no CSV', async () => {
  const page = await pageAs(session, 'teacher', '/tableview/dataset/class-pets/');
  const card = page.locator('#dataset-popups-root');
  await card.getByRole('heading', { name: 'Class Pets' }).waitFor();
  expect(await menuLabels(card)).toEqual([
    'Table View',
    'View',
    'Notes/History',
    'Metadata Changes',
  ]);
  // Spec section 8: the popups say 'No Results Found.' on empty data.
  await card.getByRole('button', { name: 'Dataset actions' }).click();
  await page.getByRole('menuitem', { name: 'Notes/History' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes/History: Class Pets' });
  await notes.getByText('No Results Found.').waitFor();
  await notes.getByRole('tab', { name: 'History' }).click();
  await notes.getByRole('tabpanel').getByText('No Results Found.').waitFor();
  await page.keyboard.press('Escape');
  await notes.waitFor({ state: 'detached' });
  await card.getByRole('button', { name: 'Dataset actions' }).click();
  await page.getByRole('menuitem', { name: 'Metadata Changes' }).click();
  const metadata = page.getByRole('dialog', { name: 'Metadata Changes: Class Pets' });
  await metadata.getByText('No Results Found.').waitFor();
  await page.keyboard.press('Escape');

  const about = await aboutFromLesson(page);
  expect(about.sections).toEqual(expect.arrayContaining(['Subjects', 'Skills', 'Grades']));
  expect(about.csv).toBe(false);
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('premium teacher: no Delete on somebody else’s dataset; the lesson’s About links the CSV', async () => {
  const page = await pageAs(session, 'premium_teacher', CITY_PAGE);
  const card = page.locator('#dataset-popups-root');
  await card.getByRole('heading', { name: 'World City Temperatures' }).waitFor();
  expect(await menuLabels(card)).toEqual([
    'Table View',
    'View',
    'Notes/History',
    'Metadata Changes',
  ]);
  const about = await aboutFromLesson(page);
  expect(about.csv).toBe(true);
  // The dataset's author is staff: Edit/Review, but a product dataset has no Delete, and the
  // server refuses it too.
  const staff = await pageAs(session, 'staff_teacher', CITY_PAGE);
  const staffCard = staff.locator('#dataset-popups-root');
  await staffCard.getByRole('heading', { name: 'World City Temperatures' }).waitFor();
  expect(await menuLabels(staffCard)).toEqual([
    'Table View',
    'Edit/Review',
    'Notes/History',
    'Metadata Changes',
    'Edit In Django',
  ]);
  expect(
    (await pageApi(staff, 'DELETE', '/api/user-dataset/world-city-temperatures/')).status,
  ).toBe(404);
  expect(page.errors).toEqual([]);
  await page.context().close();
  await staff.context().close();
});

test('owner: Delete with type-ahead, a confirmation, a failure, then gone from every list', async () => {
  const page = await pageAs(session, 'premium_teacher', '/tableview/dataset/my-bike-rides/');
  const card = page.locator('#dataset-popups-root');
  await card.getByRole('heading', { name: 'My Bike Rides' }).waitFor();
  expect(await menuLabels(card)).toEqual([
    'Table View',
    'Edit/Review',
    'Notes/History',
    'Metadata Changes',
    'Delete',
  ]);

  // Spec section 9: typed letters are kept for 1 s. 'd', then 'e' 0.7 s later, is "de": Delete.
  const actions = card.getByRole('button', { name: 'Dataset actions' });
  await actions.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Dataset actions' });
  await menu.waitFor();
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  await page.keyboard.press('d');
  await expect(focused()).resolves.toBe('Delete');
  await page.waitForTimeout(700);
  await page.keyboard.press('e');
  await expect(focused()).resolves.toBe('Delete');
  await page.waitForTimeout(1100);
  await page.keyboard.press('e');
  await expect(focused()).resolves.toBe('Edit/Review');

  // Delete asks first; Cancel has the focus and keeps the dataset.
  await page.waitForTimeout(1100);
  await page.keyboard.press('d');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete “My Bike Rides”?' });
  await confirm.waitFor();
  await expect(
    confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement),
  ).resolves.toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // A failed call: the generic error (spec section 8), the dialog stays and nothing is lost.
  await page.route('**/api/user-dataset/my-bike-rides/', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { detail: 'Database locked.' } })
      : route.fallback(),
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toastText(page, GENERIC).waitFor();
  expect(await confirm.isVisible()).toBe(true);
  await page.unroute('**/api/user-dataset/my-bike-rides/');

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'DELETE'),
    confirm.getByRole('button', { name: 'Delete' }).click(),
  ]);
  expect(response.status()).toBe(204);
  expect(response.request().headers()['x-csrftoken']).toBeTruthy();
  const deleted = card.getByTestId('dataset-popups.deleted');
  await deleted.getByText('“My Bike Rides” has been deleted.').waitFor();

  // Gone from every list, and its page says so.
  const list = (await pageApi(page, 'GET', '/api/datasets/')).body as { access_url: string }[];
  expect(list.map((dataset) => dataset.access_url)).not.toContain('my-bike-rides');
  await deleted.getByRole('link', { name: 'All datasets' }).click();
  await page.waitForURL((url) => url.pathname === '/datasets/');
  expect(await page.getByRole('link', { name: 'My Bike Rides' }).count()).toBe(0);
  await page.goto(`${session.demo.url}/tableview/dataset/my-bike-rides/`);
  await page.getByText('This dataset has been deleted.').waitFor();
  expect(page.errors).toEqual([]);
  await page.context().close();
});
