/**
 * Data in lessons as a student meets it: a simulation fills the data tool beside it, and the
 * next step continues with that data (continue_dataenv).
 */
import { expect, test } from 'vitest';
import { login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();
const SIMULATION = '/courses/climate-data/comparing-cities/simulating-daily-temperatures';
const NO_DATA_YET = 'There is no data yet. Run the simulation to generate your data.';

test('a student runs the simulation beside the data tool and carries its data to the next step', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  // premium_student is enrolled in the course and may open its premium lessons.
  await login(page, session.demo.url, 'premium_student');
  await page.goto(`${session.demo.url}${SIMULATION}/intro/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 1 of 2/ }).waitFor();
  const tool = app.getByTestId('lesson-player.data-tool');
  await tool.getByText(NO_DATA_YET).waitFor();

  await page
    .frameLocator('#lesson-player-root iframe')
    .getByRole('button', { name: 'Run' })
    .click();
  await tool.getByRole('table', { name: 'Simulation data (30 cases)' }).waitFor();
  await expect(tool.getByText(NO_DATA_YET).count()).resolves.toBe(0);

  await app.getByRole('radio', { name: 'It stays close to 16 °C' }).check();
  await app.getByRole('button', { name: 'Check', exact: true }).click();
  await app.getByTestId('step.verdict').first().waitFor();
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 2 of 2/ }).waitFor();
  // continue_dataenv: the run is still there, no new run needed.
  await app
    .getByTestId('lesson-player.data-tool')
    .getByRole('table', { name: 'Simulation data (30 cases)' })
    .waitFor();
  expect(page.errors).toEqual([]);
  await context.close();
});

test('a student answers a graph question by dragging attributes, checks it and sees it on the review', async () => {
  // Tall enough that the chips and the graph they are dropped on are on screen together.
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 1400 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_student');
  const lesson = '/courses/climate-data/reading-temperature-data/plot-city-temperatures';
  await page.goto(`${session.demo.url}${lesson}/intro/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 1 of 2/ }).waitFor();
  const tool = app.getByTestId('lesson-player.data-tool');
  const chip = tool.getByTestId('data-tool.attribute.jul_c');
  await chip.waitFor();

  // July on the y axis, where the key asks for the annual average: a wrong plot.
  await chip.scrollIntoViewIfNeeded();
  const from = await chip.boundingBox();
  if (!from) throw new Error('no attribute chip');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 20, { steps: 4 });
  const zone = await tool.getByTestId('data-tool.drop-y').boundingBox();
  if (!zone) throw new Error('no drop zone for the y axis');
  await page.mouse.move(zone.x + zone.width / 2, zone.y + zone.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect
    .poll(() => tool.locator('svg[role="img"] title').textContent(), { timeout: 10_000 })
    .toMatch(/^Dot plot of July average against Latitude/);

  const status = app.getByTestId('graph-status');
  await expect(status.textContent()).resolves.toBe('Not saved');
  await app.getByRole('button', { name: 'Save graph' }).click();
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('Saved');
  const preview = app.getByRole('img', { name: /^Your saved graph for/ });
  await expect(preview.getAttribute('src')).resolves.toMatch(/^\/media\//);
  // Remove goes back to not saved; saving again brings the preview back.
  await app.getByRole('button', { name: 'Remove' }).click();
  await expect(status.textContent()).resolves.toBe('Not saved');
  await app.getByRole('button', { name: 'Save graph' }).click();
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('Saved');

  await app.getByRole('button', { name: 'Check', exact: true }).click();
  await app.getByText('Wrong attributes on axis').first().waitFor();
  await app.getByText('Wrong', { exact: true }).waitFor();

  await page.goto(`${session.demo.url}${lesson}/review/`);
  await waitForSlots(page);
  const review = app.getByTestId('lesson-player.review');
  await review.getByRole('img', { name: 'Your graph for question 1' }).waitFor();
  await review.getByText('Wrong attributes on axis').waitFor();
  await review.getByText('Graph type: dot').waitFor();
  expect(page.errors).toEqual([]);
  await context.close();
});
