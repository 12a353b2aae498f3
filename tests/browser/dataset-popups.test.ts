/**
 * The dataset popups as a premium teacher meets them on the demo server: the actions menu by
 * keyboard, About with every section, Notes/History tabs, Metadata Changes with Compare
 * Metadata, Vocabulary, a privacy change that persists, and an archived dataset's banner in a
 * second slot mounted by script. axe-core runs with a dialog open.
 */
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Tabs to a control as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < 40 && !(await isFocused(target)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(isFocused(target)).resolves.toBe(true);
}

async function teacherPage(): Promise<Page & { errors: string[] }> {
  const page = await newPage(await session.browser.newContext());
  await login(page, session.demo.url, 'premium_teacher');
  await page.goto(`${session.demo.url}/demo/widget/dataset-popups/`);
  const states = await waitForSlots(page);
  expect(states['dataset-popups-root']).toBe('mounted');
  return page;
}

test('keyboard menu, About, Notes/History and Metadata Changes, axe clean with a dialog open', async () => {
  const page = await teacherPage();
  const slot = page.locator('#dataset-popups-root');
  await slot.getByRole('heading', { name: 'World City Temperatures' }).waitFor();
  expect(await slot.getByText('Privacy: Public (Anyone with the link)').count()).toBe(1);

  // The three-dot menu, by keyboard.
  const actions = slot.getByRole('button', { name: 'Dataset actions' });
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Dataset actions' });
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  // No Google Drive access yet on a fresh database, so no Gsheet link; not the owner, so View.
  expect(items).toEqual(['Table View', 'View', 'Notes/History', 'Metadata Changes']);
  await expect(
    menu.getByRole('menuitem', { name: 'Table View' }).getAttribute('href'),
  ).resolves.toBe('/tableview/dataset/world-city-temperatures/');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  await expect(isFocused(actions)).resolves.toBe(true);

  // About, opened with the keyboard: every section a premium teacher sees.
  const aboutButton = slot.getByRole('button', { name: 'About' });
  await tabTo(page, aboutButton);
  await page.keyboard.press('Enter');
  const about = page.getByRole('dialog', { name: 'About World City Temperatures' });
  await about.waitFor();
  await about.getByText(/Average air temperatures in January/).waitFor();
  for (const region of ['Description', 'Subjects', 'Skills', 'Grades', 'Guide docs', 'Sources']) {
    expect(await about.getByRole('region', { name: region }).count()).toBe(1);
  }
  await expect(
    about.getByRole('link', { name: 'Earth Science' }).getAttribute('href'),
  ).resolves.toBe('/search/?q=Earth%20Science');
  await expect(
    about
      .getByRole('link', { name: 'Teacher guide: World City Temperatures' })
      .getAttribute('href'),
  ).resolves.toBe('/demo/assets/docs/city-temperatures-guide.txt');
  const csv = about.getByRole('link', { name: 'Download CSV' });
  await expect(csv.getAttribute('href')).resolves.toBe(
    '/api/datasets/world-city-temperatures/csv/',
  );
  const width = await about.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(750);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await about.waitFor({ state: 'detached' });
  await expect(isFocused(aboutButton)).resolves.toBe(true);

  // Notes/History: two tabs with the seeded notes and history.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Notes/History' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes/History: World City Temperatures' });
  await notes.getByText('Teachers asked for an October column: added.').waitFor();
  await notes.getByRole('tab', { name: 'History' }).click();
  await notes.getByText('Corrected the Lima averages.').waitFor();
  expect(await notes.getByText('Teachers asked for an October column: added.').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await notes.waitFor({ state: 'detached' });
  await expect(isFocused(actions)).resolves.toBe(true);

  // Metadata Changes, then Compare Metadata of the latest change.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Metadata Changes' }).click();
  const metadata = page.getByRole('dialog', { name: 'Metadata Changes: World City Temperatures' });
  const list = metadata.getByRole('table', { name: 'Metadata Changes' });
  await list.waitFor();
  expect(await list.getByRole('row').count()).toBe(3);
  await expect(list.getByRole('row').nth(1).textContent()).resolves.toContain('staff_teacher');
  await list
    .getByRole('button', { name: /^Compare Metadata/ })
    .first()
    .click();
  const compare = metadata.getByRole('table', { name: 'Compare Metadata' });
  await compare.waitFor();
  const period = compare
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^period/ }) });
  await expect(period.getByRole('cell').allTextContents()).resolves.toEqual([
    '1981–2010',
    '1991–2020',
  ]);
  expect(await compare.getByRole('rowheader', { name: 'period (changed)' }).count()).toBe(1);
  expect(await compare.getByRole('rowheader', { name: 'units' }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  await metadata.getByRole('button', { name: 'Close' }).click();
  await metadata.waitFor({ state: 'detached' });

  // Vocabulary of the course dataset.
  await slot.getByRole('button', { name: 'Vocabulary' }).click();
  const vocabulary = page.getByRole('dialog', { name: 'Vocabulary: World City Temperatures' });
  await vocabulary.getByText('latitude', { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await vocabulary.waitFor({ state: 'detached' });

  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('a second slot on the page: an archived dataset shows the banner with its activity', async () => {
  const page = await teacherPage();
  await page.evaluate(() => {
    const element = document.createElement('div');
    element.id = 'archived-dataset';
    (document.querySelector('main') ?? document.body).append(element);
    (window as unknown as { CoursesWidgets: (...args: unknown[]) => void }).CoursesWidgets(
      'mount',
      'archived-dataset',
      'dataset-popups',
      { code: 'school-weather-stations-1990' },
    );
  });
  const second = page.locator('#archived-dataset');
  const banner = second.getByRole('alert');
  await banner.waitFor();
  await expect(banner.textContent()).resolves.toContain(
    'This dataset has been archived due to it being out of date.',
  );
  await expect(
    banner
      .getByRole('link', { name: 'Hill or River: Which School Is Warmer?' })
      .getAttribute('href'),
  ).resolves.toBe('/activity/hill-or-river-school/');
  // The first slot is a current dataset: no banner there.
  expect(await page.locator('#dataset-popups-root').getByRole('alert').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('the owner makes a user dataset public, and the server keeps it', async () => {
  const page = await teacherPage();
  await page.evaluate(() => {
    const element = document.createElement('div');
    element.id = 'user-dataset';
    document.body.append(element);
    (window as unknown as { CoursesWidgets: (...args: unknown[]) => void }).CoursesWidgets(
      'mount',
      'user-dataset',
      'dataset-popups',
      { code: 'my-bike-rides' },
    );
  });
  const select = page.locator('#user-dataset').getByRole('combobox', { name: 'Privacy' });
  await select.waitFor();
  await expect(select.inputValue()).resolves.toBe('Private');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PATCH'),
    select.selectOption({ label: 'Public (Anyone with the link)' }),
  ]);
  expect(new URL(response.url()).pathname).toBe('/api/user-dataset/my-bike-rides/');
  expect(response.status()).toBe(200);
  const stored = await page.evaluate(async () => {
    const answer = await fetch('/api/datasets/my-bike-rides/', { credentials: 'include' });
    return ((await answer.json()) as { privacy: string }).privacy;
  });
  expect(stored).toBe('Public');
  expect(page.errors).toEqual([]);
  await page.context().close();
});
