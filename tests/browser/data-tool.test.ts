/**
 * The data tool as a teacher, a visitor and a simulation user meet it: the built remote, the
 * real demo server (a seeded data step on World City Temperatures), Chromium driven by roles,
 * labels and keys.
 */
import { describe, expect, test } from 'vitest';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { DB_FILE } from '../../host-demo/server/db/openDatabase';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

/** Step 6, under the user's own record of the lesson (the page names it). */
const PLOT_IMAGE_PATH = /^\/api\/misc\/capture\/plotimage\/\d+\/6\/$/;
const NO_DATA_YET = 'There is no data yet. Run the simulation to generate your data.';

const session = startDemoSession();

/** The one-widget page of the data tool, every slot settled, as `username` (or a visitor). */
async function dataToolPage(username: string | null) {
  const page = await newPage(session.browser);
  if (username) await login(page, session.demo.url, username);
  await page.goto(`${session.demo.url}/demo/widget/data-tool/`);
  const states = await waitForSlots(page);
  expect(states['data-tool-root']).toBe('mounted');
  const slot = page.locator('#data-tool-root');
  await slot.getByRole('table').waitFor();
  return { page, slot };
}

/** Cases drawn as `kind`: dots are one path carrying data-count, bars one element each. */
const marks = (page: Page, kind: 'point' | 'bar') =>
  page
    .locator(`#data-tool-root svg [data-mark="${kind}"]`)
    .evaluateAll((els) =>
      els.reduce((sum, el) => sum + Number(el.getAttribute('data-count') ?? 1), 0),
    );
const graphName = (page: Page) =>
  page.locator('#data-tool-root svg[role="img"]').evaluate((svg) => {
    const id = svg.getAttribute('aria-labelledby') ?? '';
    return document.getElementById(id)?.textContent ?? '';
  });
const isFocused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((el) => el === document.activeElement);

/** Plot images the demo server stored, oldest first. */
/** The user's record of lesson 3, which the demo page names as the owner of its plot images. */
function userLessonOf(username: string): string {
  const db = new Database(path.join(session.demo.dataDir, DB_FILE), { readonly: true });
  try {
    const row = db
      .prepare(
        'SELECT user_lessons.id AS id FROM user_lessons JOIN users ON users.id = user_lessons.user_id WHERE users.username = ? AND user_lessons.lesson_id = 3',
      )
      .get(username) as { id: number } | undefined;
    return String(row?.id ?? '');
  } finally {
    db.close();
  }
}

function storedPlotImages(): { owner_a: string; owner_b: string; file: string }[] {
  const db = new Database(path.join(session.demo.dataDir, DB_FILE), { readonly: true });
  try {
    return db.prepare('SELECT owner_a, owner_b, file FROM plot_images ORDER BY id').all() as {
      owner_a: string;
      owner_b: string;
      file: string;
    }[];
  } finally {
    db.close();
  }
}

describe('a teacher on the data step', () => {
  test('reads the table, changes the graph by keyboard and saves a plot', async () => {
    const { page, slot } = await dataToolPage('teacher');

    // The table: a caption naming the dataset, column headers, one row per city.
    const table = slot.getByRole('table', { name: 'World City Temperatures (20 cases)' });
    await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual([
      'City',
      'Country',
      'Hemisphere',
      'Latitude (°)',
      'January average (°C)',
      'April average (°C)',
      'July average (°C)',
      'October average (°C)',
      'Annual average (°C)',
    ]);
    await expect(table.locator('tbody tr').count()).resolves.toBe(20);
    await expect(
      table.getByRole('row', { name: /^Singapore Singapore Northern 1\.4 / }).isVisible(),
    ).resolves.toBe(true);

    // A column header sorts the table, by keyboard too.
    await table.getByRole('button', { name: /July average/ }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(
      table.getByRole('columnheader', { name: /July average/ }).getAttribute('aria-sort'),
    ).resolves.toBe('descending');
    await expect(
      table.locator('tbody tr').first().locator('td').first().textContent(),
    ).resolves.toBe('Cairo');

    // The graph: a dot plot of the first two numeric columns, one dot per city.
    await expect(marks(page, 'point')).resolves.toBe(20);
    await expect(graphName(page)).resolves.toBe(
      'Dot plot of January average against Latitude, 20 points.',
    );

    // Keyboard: Tab moves through the pickers; arrow keys change a native select.
    await page.getByLabel('Graph type').focus();
    await page.keyboard.press('Tab');
    await expect(isFocused(page, 'X axis')).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(isFocused(page, 'Y axis')).resolves.toBe(true);
    // Y axis: None, Latitude, January (chosen), April, July… → July average.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(graphName(page)).resolves.toBe(
      'Dot plot of July average against Latitude, 20 points.',
    );

    await page.getByLabel('Graph type').focus();
    await page.keyboard.press('ArrowDown'); // Bar chart, grouped by the first category (City)
    await expect(marks(page, 'bar')).resolves.toBe(20);
    await expect(marks(page, 'point')).resolves.toBe(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Country
    await page.keyboard.press('ArrowDown'); // Hemisphere
    await expect(marks(page, 'bar')).resolves.toBe(2);
    await expect(graphName(page)).resolves.toBe(
      'Bar chart of mean July average by Hemisphere, 2 bars.',
    );
    await expect(slot.locator('figcaption').textContent()).resolves.toBe(
      'Bar chart of mean July average by Hemisphere, 2 bars.',
    );

    await page.getByLabel('Graph type').focus();
    await page.keyboard.press('ArrowDown'); // Histogram of the first numeric column
    await expect(graphName(page)).resolves.toMatch(
      /^Histogram of Latitude, \d+ bins, 20 values\.$/,
    );
    await expect(slot.getByLabel('Y axis').count()).resolves.toBe(0);
    await page.getByLabel('Graph type').focus();
    await page.keyboard.press('ArrowDown'); // Line graph: a y again, the first numeric one left
    await expect(graphName(page)).resolves.toBe(
      'Line graph of January average against Latitude, 20 points.',
    );
    await expect(marks(page, 'point')).resolves.toBe(20);
    // One line joins the dots (the dots themselves are one more path).
    await expect(slot.locator('svg[role="img"] path:not([data-mark])').count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The host hears of each save; the image goes to the server.
    await page.evaluate(() => {
      const w = window as unknown as { saved: unknown[] };
      w.saved = [];
      document.addEventListener('courses:plot-saved', (event) =>
        w.saved.push((event as CustomEvent).detail),
      );
    });
    await slot.getByRole('button', { name: 'Save Plot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Plot' });
    await dialog.waitFor();
    const title = dialog.getByRole('textbox', { name: /Plot Title/ });
    await expect(title.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(dialog.getByText('Enter Plot Title').isVisible()).resolves.toBe(true);
    await title.fill('Hot');
    await expect(dialog.getByText('Enter minimum 4 characters.').isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: 'Save as New' }).isDisabled()).resolves.toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    await title.fill('January by latitude');
    await dialog.getByRole('textbox', { name: 'Alt Text' }).fill('A line rising to the equator');

    const uploaded = page.waitForResponse((response) =>
      PLOT_IMAGE_PATH.test(new URL(response.url()).pathname),
    );
    await dialog.getByRole('button', { name: 'Save as New' }).click();
    expect((await uploaded).status()).toBe(201);
    await page.getByText('Plot saved successfully.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const [image] = storedPlotImages();
    expect(image).toMatchObject({ owner_a: userLessonOf('teacher'), owner_b: '6' });
    const saved = await page.evaluate(() => (window as unknown as { saved: unknown[] }).saved);
    expect(saved).toEqual([
      {
        plotId: 1,
        title: 'January by latitude',
        altText: 'A line rising to the equator',
        notes: '',
        plotState: { graphType: 'line', xAttribute: 'latitude', yAttribute: 'jan_c' },
        image: image?.file,
      },
    ]);
    // The stored image is a real picture of the graph.
    const media = await page.request.get(`${session.demo.url}${image?.file ?? ''}`);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/png');

    // Focus came back to Save Plot; saving again offers Update Plot.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Update Plot' }).isVisible()).resolves.toBe(
      true,
    );
    expect(page.errors).toEqual([]);
    await page.close();
  });

  test('shows the same dataset and graph among all widgets', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${session.demo.url}/demo/all/`);
    const states = await waitForSlots(page);
    expect(states['data-tool-root']).toBe('mounted');
    const slot = page.locator('#data-tool-root');
    await slot.getByRole('table', { name: 'World City Temperatures (20 cases)' }).waitFor();
    await expect(marks(page, 'point')).resolves.toBe(20);
    expect(await axeViolations(page, '#data-tool-root')).toEqual([]);
    await page.close();
  });
});

test('a visitor whose plot cannot be stored is told so and keeps what was typed', async () => {
  const { page, slot } = await dataToolPage(null);
  await slot.getByRole('button', { name: 'Save Plot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Plot' });
  await dialog.getByRole('textbox', { name: /Plot Title/ }).fill('Cities by latitude');
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Colder towards the poles');
  const refused = page.waitForResponse((response) =>
    PLOT_IMAGE_PATH.test(new URL(response.url()).pathname),
  );
  await dialog.getByRole('button', { name: 'Save as New' }).click();
  expect((await refused).status()).toBe(403);
  await page.getByText("Sorry! Something went wrong, but we're looking into it.").waitFor();
  await expect(dialog.isVisible()).resolves.toBe(true);
  // Focus is back on the button pressed, once saving has finished.
  await page.waitForFunction(
    () => document.activeElement?.textContent === 'Save as New',
    undefined,
    { timeout: 5000 },
  );
  await expect(dialog.getByRole('textbox', { name: /Plot Title/ }).inputValue()).resolves.toBe(
    'Cities by latitude',
  );
  await expect(dialog.getByRole('textbox', { name: 'Notes' }).inputValue()).resolves.toBe(
    'Colder towards the poles',
  );
  await page.close();
});

test('the simulation page fills the data tool with each run', async () => {
  const page = await newPage(session.browser);
  await page.goto(`${session.demo.url}/demo/simulation/`);
  const states = await waitForSlots(page);
  expect(states['data-tool-root']).toBe('mounted');
  const slot = page.locator('#data-tool-root');
  await expect(slot.getByText(NO_DATA_YET).isVisible()).resolves.toBe(true);

  const simulation = page.frameLocator('iframe[title="Daily temperatures simulation"]');
  await simulation.getByRole('button', { name: 'Run' }).click();
  await slot.getByRole('table', { name: 'Simulation data (30 cases)' }).waitFor();
  await expect(slot.getByText(NO_DATA_YET).count()).resolves.toBe(0);
  await expect(marks(page, 'point')).resolves.toBe(30);
  // The page heard the data arrive (courses:plot-state with the columns).
  await expect(page.locator('#plot-state-log').textContent()).resolves.toContain(
    '"columnIds":["run","day","temperature_c"]',
  );

  // Another run of 10 days replaces the data.
  await simulation.getByRole('spinbutton', { name: 'Days' }).fill('10');
  await simulation.getByRole('button', { name: 'Run' }).click();
  await slot.getByRole('table', { name: 'Simulation data (10 cases)' }).waitFor();
  await expect(marks(page, 'point')).resolves.toBe(10);
  expect(await axeViolations(page)).toEqual([]);
  expect(page.errors).toEqual([]);
  await page.close();
});
