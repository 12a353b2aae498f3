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
