/**
 * The demo course by keyboard alone, as a screen-reader student takes it: enrolling, every
 * question type (choice, number, checkboxes, text, a graph made in the data tool), a checked
 * practice step, the assessment submitted and its review read. At each step the test asserts
 * where focus is, what the window title says and what the live region announced.
 */
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { activate, expectView, focused, tabTo } from './keyboard';
import { startDemoSession } from './session';

const session = startDemoSession();

async function expectAnnounced(app: Locator, text: RegExp) {
  await expect
    .poll(() => app.getByTestId('step.announcement').textContent(), { timeout: 10_000 })
    .toMatch(text);
}

/**
 * Save graph by keyboard: saving keeps focus on its button while the status says Saved; then
 * Check, whose result is announced.
 */
async function saveGraphAndCheck(page: Page, app: Locator) {
  await activate(page, /^Save graph$/);
  await expect
    .poll(() => app.getByTestId('graph-status').textContent(), { timeout: 10_000 })
    .toBe('Saved');
  await expect.poll(async () => (await focused(page)).text).toBe('Save graph');
  await activate(page, /^Check$/);
  await expectAnnounced(app, /^Checked: 1 of 1 answer is correct\.$/);
}

/** Submit on a lesson's last step: the confirmation takes focus, and Yes, Submit sends it. */
async function submitLesson(page: Page) {
  await activate(page, /^Submit$/);
  const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
  await dialog.waitFor();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await activate(page, /^Yes, Submit$/);
  await dialog.waitFor({ state: 'hidden' });
}

test('a keyboard-only student enrolls, answers every question type, checks practice, submits the assessment and reads the review', async () => {
  // Tall enough for the data tool's graph and its attribute chips to be on screen together.
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 1100 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/courses/climate-data/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('heading', { level: 1 }).waitFor();

  await activate(page, /^Not now$/);
  await activate(page, /^Enroll$/);
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  await expectView(page, /^Reading Temperature Data$/, /^Reading Temperature Data – /);
  // The toast shows once its code has loaded (notistack comes with the page's first toast).
  await expect
    .poll(() => page.getByText('You are enrolled in Exploring Climate with Data.').count())
    .toBe(1);
  await activate(page, /^Next$/);
  await expectView(
    page,
    /^What Is an Average Temperature\?$/,
    /^What Is an Average Temperature\? – /,
  );
  await activate(page, /^Next$/);
  await expectView(page, /, Step 1 of 3$/, /^Step 1 of 3 – What Is an Average Temperature\?/);

  // Choice: arrows move between the options, Space picks one.
  await tabTo(page, /^It is raining in Madrid/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await activate(page, /^Check$/);
  await expectAnnounced(app, /^Checked: 1 of 1 answer is correct\.$/);
  await expect.poll(async () => (await focused(page)).text).toBe('Next');
  await page.keyboard.press('Enter');
  await expectView(page, /, Step 2 of 3$/, /^Step 2 of 3 – /);

  // A number typed, and checkboxes ticked with Space.
  await tabTo(page, /annual average temperature of Singapore|^Type a number$/);
  await page.keyboard.type('27.5');
  for (const city of ['Oslo', 'Moscow', 'Anchorage']) {
    await tabTo(page, new RegExp(`^${city}$`));
    await page.keyboard.press('Space');
  }
  await activate(page, /^Check$/);
  await expectAnnounced(app, /^Checked: 2 of 2 answers are correct\.$/);
  await page.keyboard.press('Enter');
  await expectView(page, /, Step 3 of 3$/, /^Step 3 of 3 – /);

  // Free text.
  await tabTo(page, /why is an average temperature more useful|^Write two or three sentences$/);
  await page.keyboard.type('An average shows what is typical, not one odd day.');
  // Next on a lesson's last step saves it and opens the next lesson.
  await activate(page, /^Next$/);
  await expectView(page, /^The Story of a Heatwave$/, /^The Story of a Heatwave – /);

  // The drawer's lesson link to the graph task.
  await activate(page, /^Plot City Temperatures$/);
  await expectView(page, /^Plot City Temperatures$/, /^Plot City Temperatures – /);
  await activate(page, /^Next$/);
  await expectView(page, /, Step 1 of 2$/, /^Step 1 of 2 – Plot City Temperatures/);

  // A graph by keyboard: the data tool sits before the question (left pane), so Shift+Tab.
  const tool = app.getByTestId('lesson-player.data-tool');
  // As a reader would, wait for the tool to show its attributes (its code loads with the step).
  await tool.locator('[aria-haspopup="menu"]', { hasText: /^Annual average \(°C\)$/ }).waitFor();
  // The attribute (it opens a menu of axes), not the table's column header of the same name.
  await tabTo(page, /^Annual average \(°C\)$/, { back: true, menu: true });
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Y axis' }).waitFor();
  await expect.poll(async () => (await focused(page)).text).toMatch(/X axis/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => tool.getByTestId('data-tool.announcement').textContent())
    .toBe('Annual average (°C) is on the Y axis.');
  // Focus went back to the attribute it came from.
  await expect.poll(async () => (await focused(page)).text).toBe('Annual average (°C)');
  await expect
    .poll(() => tool.locator('svg[role="img"] title').textContent())
    .toMatch(/^Dot plot of Annual average against Latitude/);
  await saveGraphAndCheck(page, app);

  // The module page, then the practice lesson from the drawer.
  await activate(page, /^Comparing Cities$/);
  await expectView(page, /^Comparing Cities$/, /^Comparing Cities – /);
  await activate(page, /^Practice: Averages and Ranges$/);
  await expectView(page, /^Practice: Averages and Ranges$/, /^Practice: Averages and Ranges – /);
  await activate(page, /^Next$/);
  await expectView(page, /, Step 1 of 2$/, /^Step 1 of 2 – Practice/);
  await tabTo(page, /range between them|^°C$/);
  await page.keyboard.type('25.4');
  await tabTo(page, /^Toronto$/);
  await page.keyboard.press('ArrowDown');
  await activate(page, /^Check$/);
  await expectAnnounced(app, /^Checked: 2 of 2 answers are correct\.$/);

  // The assessment: answered by keyboard over three steps, then submitted.
  await activate(page, /^Check Your Understanding$/);
  await expectView(page, /^Check Your Understanding$/, /^Check Your Understanding – /);
  await activate(page, /^Next$/);
  await expectView(page, /, Step 1 of 3$/, /^Step 1 of 3 – Check Your Understanding/);
  await tabTo(page, /^Kelvin$/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, /highest July average|^City name$/);
  await page.keyboard.type('Cairo');
  await activate(page, /^Next$/);
  await expectView(page, /, Step 2 of 3$/, /^Step 2 of 3 – /);
  for (const city of ['Buenos Aires', 'Cape Town', 'Sydney']) {
    await tabTo(page, new RegExp(`^${city}$`));
    await page.keyboard.press('Space');
  }
  await activate(page, /^Next$/);
  await expectView(page, /, Step 3 of 3$/, /^Step 3 of 3 – /);
  await tabTo(page, /Compare the climates|^Use numbers from the table$/);
  await page.keyboard.type('Madrid is warmer on average; Oslo has the larger range.');
  await submitLesson(page);
  // The review: its heading has focus, the title says it is the review, and it reads out
  // every answer with its verdict.
  await expectView(page, /^Check Your Understanding$/, /^Review – Check Your Understanding – /);
  const review = app.getByTestId('lesson-player.review');
  await review.getByText('Performance: 100%').waitFor();
  const read = await review.innerText();
  expect(read).toMatch(/Your answer: Degrees Celsius\s+Correct answer: Degrees Celsius\s+Correct/);
  expect(read).toMatch(/Your answer: Cairo\s+Correct answer: Cairo\s+Correct/);
  expect(read).toContain('Your answer: Buenos Aires, Cape Town, Sydney');
  expect(read).toContain('Your answer: Madrid is warmer on average; Oslo has the larger range.');
  expect(await axeViolations(page)).toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('a keyboard-only student runs the simulation, answers from its data and saves a graph of it', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 1100 } });
  const page = await newPage(context);
  // premium_student is enrolled and may open the premium simulation lesson.
  await login(page, session.demo.url, 'premium_student');
  await page.goto(
    `${session.demo.url}/courses/climate-data/comparing-cities/simulating-daily-temperatures/intro/`,
  );
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('heading', { level: 1, name: 'Simulating Daily Temperatures' }).waitFor();
  await activate(page, /^Not now$/);
  await activate(page, /^Next$/);
  await expectView(page, /, Step 1 of 2$/, /^Step 1 of 2 – Simulating Daily Temperatures/);
  const tool = app.getByTestId('lesson-player.data-tool');
  await tool.getByText('There is no data yet. Run the simulation to generate your data.').waitFor();

  // The simulation's Run button, inside its frame, is reached with Tab like any control.
  const simulation = page.frameLocator('#lesson-player-root iframe');
  for (let presses = 1; ; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    const inFrame = await simulation
      .getByRole('button', { name: 'Run' })
      .evaluate((button) => button === document.activeElement)
      .catch(() => false);
    if (inFrame) break;
    if (presses > 40) throw new Error('the simulation’s Run button was not reached');
  }
  await page.keyboard.press('Enter');
  await tool.getByRole('table', { name: 'Simulation data (30 cases)' }).waitFor();

  await tabTo(page, /^It stays close to 16 °C$/);
  await page.keyboard.press('Space');
  await activate(page, /^Check$/);
  await expectAnnounced(app, /^Checked: 1 of 1 answer is correct\.$/);
  await page.keyboard.press('Enter');
  await expectView(page, /, Step 2 of 2$/, /^Step 2 of 2 – Simulating Daily Temperatures/);
  // continue_dataenv: the run is still in the tool; a dot plot of it is the answer.
  await tool.getByRole('table', { name: 'Simulation data (30 cases)' }).waitFor();
  await saveGraphAndCheck(page, app);
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('every in-app route moves focus to its heading and names itself in the title', async () => {
  // A visitor: nobody's progress decides where the course opens.
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await page.goto(`${session.demo.url}/courses/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('link', { name: 'Exploring Climate with Data' }).first().waitFor();

  // Course list → a course (its first module).
  await activate(page, /^Exploring Climate with Data$/);
  await expectView(page, /^Reading Temperature Data$/, /^Reading Temperature Data – Exploring/);
  if ((await app.getByRole('button', { name: 'Not now' }).count()) > 0) {
    await activate(page, /^Not now$/, { back: true });
  }
  // Drawer: a lesson link, then its first step with Next.
  await activate(page, /^The Story of a Heatwave$/);
  await expectView(page, /^The Story of a Heatwave$/, /^The Story of a Heatwave – /);
  await activate(page, /^Next$/);
  await expectView(page, /, Step 1 of 2$/, /^Step 1 of 2 – The Story of a Heatwave/);
  // The step dropdown: Enter opens it, arrows choose, Enter goes.
  await activate(page, /^Step 1 of 2/, { back: true });
  await page.getByRole('menuitem', { name: /^Step 2/ }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectView(page, /, Step 2 of 2$/, /^Step 2 of 2 – The Story of a Heatwave/);
  // Previous.
  await activate(page, /^Previous$/);
  await expectView(page, /, Step 1 of 2$/, /^Step 1 of 2 – The Story of a Heatwave/);
  // The drawer's module link.
  await activate(page, /^Comparing Cities$/, { back: true });
  await expectView(page, /^Comparing Cities$/, /^Comparing Cities – Exploring/);
  // The browser's Back is a move too.
  await page.goBack();
  await expectView(page, /, Step 1 of 2$/, /^Step 1 of 2 – The Story of a Heatwave/);
  // A module page opened by address, then one of its lesson links. (The review page after
  // Submit is checked in the first journey.)
  await page.goto(`${session.demo.url}/courses/climate-data/reading-temperature-data/`);
  await waitForSlots(page);
  await app.getByRole('heading', { level: 1, name: 'Reading Temperature Data' }).waitFor();
  await activate(page, /^What Is an Average Temperature\?$/);
  await expectView(
    page,
    /^What Is an Average Temperature\?$/,
    /^What Is an Average Temperature\? – /,
  );
  expect(page.errors).toEqual([]);

  // A lesson outside any course: the single-lesson page's steps.
  await page.goto(`${session.demo.url}/demo/lesson/`);
  await waitForSlots(page);
  const single = page.locator('#single-lesson-root');
  await single.getByRole('heading', { name: 'Weather Watch' }).waitFor();
  await activate(page, /^Next$/);
  await expectView(page, /, Step 1 of \d+$/, /^Step 1 of \d+ – Weather Watch/);
  expect(page.errors).toEqual([]);
  await context.close();
});
