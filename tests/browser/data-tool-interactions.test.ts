/**
 * The data tool's direct manipulation and scale: linked selection between table and graph,
 * PNG export, Save Plot persisted across a reload, and 100,000 cases plotted, on the built
 * remote and the real demo server in Chromium.
 */
import { describe, expect, test } from 'vitest';
import { login, newPage, waitForSlots } from './harness';
import { plotCases } from './dataToolLoad';
import { startDemoSession } from './session';

const session = startDemoSession();

async function dataToolPage(username: string | null) {
  const page = await newPage(session.browser);
  if (username) await login(page, session.demo.url, username);
  await page.goto(`${session.demo.url}/demo/widget/data-tool/`);
  await waitForSlots(page);
  const slot = page.locator('#data-tool-root');
  await slot.getByRole('table').waitFor();
  return { page, slot };
}

/** Read again by expect.poll until it matches: the graph redraws after the action. */
const graphName = (slot: ReturnType<Awaited<ReturnType<typeof dataToolPage>>['page']['locator']>) =>
  slot.locator('svg[role="img"] title').textContent();

describe('attributes onto axes', () => {
  test('dragged with the mouse onto the y axis, and assigned by keyboard, each said aloud', async () => {
    const { page, slot } = await dataToolPage(null);
    const announcement = slot.getByTestId('data-tool.announcement');
    const chip = slot.getByTestId('data-tool.attribute.annual_c');
    const from = await chip.boundingBox();
    if (!from) throw new Error('no chip');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 20, {
      steps: 4,
    });
    const zone = await slot.getByTestId('data-tool.drop-y').boundingBox();
    if (!zone) throw new Error('no drop zone for the y axis');
    await page.mouse.move(zone.x + zone.width / 2, zone.y + zone.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(() => graphName(slot), { timeout: 10_000 })
      .toBe('Dot plot of Annual average against Latitude, 20 points.');
    await expect
      .poll(() => announcement.textContent(), { timeout: 10_000 })
      .toBe('Annual average (°C) is on the Y axis.');
    await expect(slot.getByTestId('data-tool.drop-y').count()).resolves.toBe(0);

    // Keyboard: Enter on a chip opens a menu of axes.
    await slot.getByTestId('data-tool.attribute.jul_c').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'X axis' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => graphName(slot), { timeout: 10_000 })
      .toBe('Dot plot of July average against Latitude, 20 points.');
    await expect
      .poll(() => announcement.textContent(), { timeout: 10_000 })
      .toBe('July average (°C) is on the Y axis.');
    // An axis that cannot take the attribute changes nothing and says why.
    await slot.getByTestId('data-tool.attribute.country').focus();
    await page.keyboard.press('Space');
    await page.getByRole('menuitem', { name: 'X axis' }).waitFor();
    await page.keyboard.press('Home'); // the first item, X axis, whatever had focus
    await page.keyboard.press('Enter');
    await expect
      .poll(() => announcement.textContent(), { timeout: 10_000 })
      .toBe('The X axis of a dot plot cannot show Country.');
    await expect
      .poll(() => graphName(slot), { timeout: 10_000 })
      .toBe('Dot plot of July average against Latitude, 20 points.');
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('linked selection', () => {
  test('a row picked in the table is highlighted on the graph, and a drag on the graph picks rows', async () => {
    const { page, slot } = await dataToolPage(null);
    const selectedDots = slot.locator('svg [data-mark="selected"]');
    await slot.getByRole('row', { name: /^Singapore / }).click();
    await expect(selectedDots.getAttribute('data-count')).resolves.toBe('1');
    await expect(
      slot.getByRole('row', { name: /^Singapore / }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await expect(slot.locator('figcaption').textContent()).resolves.toMatch(/ 1 selected\.$/);

    // Drag across the whole plot area: every plotted city is picked, in the table too.
    const box = await slot.locator('svg[role="img"]').boundingBox();
    if (!box) throw new Error('no graph');
    await page.mouse.move(box.x + box.width * 0.1, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.move(box.x + box.width - 5, box.y + box.height * 0.8, { steps: 5 });
    await page.mouse.up();
    const picked = Number(await selectedDots.getAttribute('data-count'));
    expect(picked).toBeGreaterThan(1);
    await expect(slot.locator('tbody tr[aria-selected="true"]').count()).resolves.toBe(picked);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

test('Export PNG downloads a PNG of the graph', async () => {
  const { page, slot } = await dataToolPage(null);
  const download = page.waitForEvent('download');
  await slot.getByRole('button', { name: 'Export PNG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('World-City-Temperatures.png');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  // The PNG signature, and more than an empty canvas would take.
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.length).toBeGreaterThan(5000);
  expect(page.errors).toEqual([]);
  await page.close();
});

test('a saved plot is listed after a reload and reopening it restores its graph', async () => {
  const { page, slot } = await dataToolPage('student');
  await slot.getByLabel('Graph type').selectOption({ label: 'Box plot' });
  await expect.poll(() => graphName(slot), { timeout: 10_000 }).toMatch(/^Box plot of /);
  await slot.getByRole('button', { name: 'Save Plot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Plot' });
  await dialog.getByRole('textbox', { name: /Plot Title/ }).fill('Spread of latitudes');
  // Enter in the title submits.
  await page.keyboard.press('Enter');
  await page.getByText('Plot saved successfully.').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  await page.reload();
  await waitForSlots(page);
  const saved = slot.getByRole('region', { name: 'Saved plots' });
  await saved.getByRole('button', { name: 'Spread of latitudes' }).waitFor();
  // The tool opened on its own default graph; the saved one comes back when opened.
  await expect.poll(() => graphName(slot), { timeout: 10_000 }).toMatch(/^Dot plot of /);
  await saved.getByRole('button', { name: 'Spread of latitudes' }).click();
  await expect.poll(() => graphName(slot), { timeout: 10_000 }).toMatch(/^Box plot of /);
  await expect(slot.getByLabel('Graph type').inputValue()).resolves.toBe('box');
  expect(page.errors).toEqual([]);
  await page.close();
});

test('100,000 cases are plotted, with only the rows in view in the table', async () => {
  const page = await newPage(session.browser);
  await page.goto(`${session.demo.url}/demo/widget/data-tool/`);
  await waitForSlots(page);
  for (const graphType of ['dot', 'histogram', 'box'] as const) {
    const run = await plotCases(page, 100_000, graphType, graphType === 'dot');
    expect(run.summary).toMatch(/\b100000 (points|values)\b/);
  }
  const slot = page.locator('[id^="bench-100000-dot"]');
  await expect(slot.locator('svg [data-mark="point"]').getAttribute('data-count')).resolves.toBe(
    '100000',
  );
  await expect(slot.getByRole('table').getAttribute('aria-rowcount')).resolves.toBe('100001');
  const rendered = await slot.locator('tbody tr[aria-rowindex]').count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);
  // The page still answers: a click on a row selects it on the graph.
  await slot.locator('tbody tr[aria-rowindex="3"]').click();
  await expect(slot.locator('svg [data-mark="selected"]').getAttribute('data-count')).resolves.toBe(
    '1',
  );
  // Scrolled to the end, the last case is in the DOM.
  await slot.getByTestId('data-tool.table').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await slot.locator('tbody tr[aria-rowindex="100001"]').waitFor();
  expect(page.errors).toEqual([]);
  await page.close();
});
