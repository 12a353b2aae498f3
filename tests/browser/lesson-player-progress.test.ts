/**
 * The course app as a class meets it day to day: premium content kept to subscribers,
 * progress that follows the learner, and answers that survive a lost network.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { checkOnScreen, login, newPage, waitForSlots } from './harness';
import { pageApi } from './pageApi';
import { startDemoSession } from './session';
import { COURSE, FIRST_LESSON, SINGAPORE, openPlayer, stepIds } from './climateCourse';

const session = startDemoSession();
const STORY = `${COURSE}/reading-temperature-data/the-story-of-a-heatwave`;

/** Opens a path of the demo in the page and returns the lesson player. */
const open = (page: Page, path: string) => openPlayer(page, session.demo.url, path);

test('a student without the subscription sees the premium notice and none of the step', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await open(page, `${COURSE}/`);
  const [stepId] = await stepIds(page, 'simulating-daily-temperatures');
  const app = await open(
    page,
    `${COURSE}/comparing-cities/simulating-daily-temperatures/${stepId}/`,
  );
  await app.getByTestId('lesson-player.premium-notice').waitFor();
  await app
    .getByText('This feature is available through a teacher or school subscription.')
    .waitFor();
  await expect(app.getByTestId('lesson-player.data-tool').count()).resolves.toBe(0);
  await expect(page.locator('iframe').count()).resolves.toBe(0);
  await expect(app.getByRole('group').count()).resolves.toBe(0);
  await expect(app.getByRole('textbox').count()).resolves.toBe(0);
  // The API keeps the content back too: nothing to read by hand.
  const step = await pageApi(page, 'GET', `/api/lessons/simulating-daily-temperatures/${stepId}/`);
  expect(step.status).toBe(403);
  await context.close();
});

test('finishing a lesson shows at once: drawer tick, Completed, module and course progress', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  let app = await open(page, `${COURSE}/`);
  await app.getByRole('button', { name: 'Enroll' }).click();
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  app = await open(page, `${STORY}/intro/`);
  const drawer = app.getByRole('navigation', { name: 'Course contents' });
  const moduleProgress = drawer.getByTestId('lesson-player.module-progress').first();
  await expect(moduleProgress.textContent()).resolves.toBe('Not Started');
  await expect(drawer.getByText('(completed)').count()).resolves.toBe(0);

  await app.getByRole('button', { name: 'Next', exact: true }).click();
  for (const step of [1, 2]) {
    await app.getByRole('button', { name: new RegExp(`^Step ${step} of 2`) }).waitFor();
    // As a reader does, answer once the step is in place: its heading takes focus in the frame
    // after it is shown, which scrolls it into view (a click sent before could land above).
    await page.waitForFunction(() => /^H[1-3]$/.test(document.activeElement?.tagName ?? ''));
    await checkOnScreen(app.getByRole('radio').first());
    await app.getByRole('button', { name: 'Check', exact: true }).click();
    await app.getByTestId('step.verdict').first().waitFor();
    // A lesson in progress is no longer 'Not Started', without a reload.
    await expect
      .poll(() => moduleProgress.textContent())
      .toMatch(new RegExp(`^${step}/\\d+ Steps$`));
    await app.getByRole('button', { name: 'Next', exact: true }).click();
  }
  // On to the next lesson; the finished one has its tick without a reload.
  await page.waitForURL(/plot-city-temperatures\/intro\/$/);
  await drawer
    .getByRole('listitem')
    .filter({ hasText: 'The Story of a Heatwave' })
    .getByText('(completed)')
    .waitFor();
  await expect.poll(() => moduleProgress.textContent()).toMatch(/^\d+\/\d+ Steps$/);

  await app.getByRole('link', { name: 'The Story of a Heatwave' }).first().click();
  await app.getByText('Completed', { exact: true }).waitFor();
  await app
    .getByRole('link', { name: /Reading Temperature Data/ })
    .first()
    .click();
  const row = app
    .getByTestId('lesson-player.lesson-row')
    .filter({ hasText: 'The Story of a Heatwave' });
  await expect(row.getByTestId('lesson-player.progress').textContent()).resolves.toBe('Completed');
  await context.close();
});

test('answers kept offline are sent when the network returns; a check whose reply was lost is recognised', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_student');
  await open(page, `${COURSE}/`);
  const [, second, third] = await stepIds(page, 'what-is-an-average-temperature');
  const app = await open(page, `${FIRST_LESSON}/${second}/`);
  await app.getByRole('textbox', { name: SINGAPORE }).fill('27.5');
  for (const city of ['Oslo', 'Moscow', 'Anchorage'])
    await app.getByRole('checkbox', { name: city }).check();

  // The reply to the Check is lost on the way back: the server has it, the page does not.
  // The network is down for the answers' reads too.
  await page.route('**/api/course-response/**', async (route) => {
    if (route.request().method() === 'GET') return route.abort('internetdisconnected');
    await route.fetch();
    await route.abort();
  });
  await app.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByText("Sorry! Something went wrong, but we're looking into it.").waitFor();
  await page.unroute('**/api/course-response/**');
  await app.getByRole('button', { name: 'Check', exact: true }).click();
  await app.getByText('Correct', { exact: true }).first().waitFor();
  await expect(app.getByRole('textbox', { name: SINGAPORE }).isDisabled()).resolves.toBe(true);
  // The first failure's toast closes on its own before the next one is looked for.
  await page
    .getByText("Sorry! Something went wrong, but we're looking into it.")
    .waitFor({ state: 'detached' });

  // Offline: the next step's answer fails to save, then goes on its own once back online.
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 3 of 3/ }).waitFor();
  await context.setOffline(true);
  await app.getByRole('textbox').first().fill('An average smooths the days out.');
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText("Sorry! Something went wrong, but we're looking into it.").waitFor();
  const sent = page.waitForRequest(
    (request) => request.url().includes('/api/course-response/') && request.method() !== 'GET',
  );
  await context.setOffline(false);
  await sent;
  await page.getByText('You are back online: your answers are saved.').waitFor();
  await expect(
    page.evaluate(() => sessionStorage.getItem('courses.stepAnswers')),
  ).resolves.toBeNull();
  const course = (await pageApi(page, 'GET', '/api/courses/climate-data')).body as {
    enroll_id: number;
  };
  const saved = await pageApi(page, 'GET', `/api/course-response/${course.enroll_id}/${third}`);
  expect(JSON.stringify(saved.body)).toContain('An average smooths the days out.');
  await context.close();
});

test('the premium notice stays readable in the narrow pane at a wide window', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'teacher');
  await page.goto(
    `${session.demo.url}${COURSE}/comparing-cities/simulating-daily-temperatures/intro/`,
  );
  await waitForSlots(page);
  const notice = page.locator('#lesson-player-root').getByTestId('lesson-player.premium-notice');
  await notice.getByRole('link', { name: 'Upgrade' }).waitFor();
  const text = await notice.locator('.courses-alert-message').boundingBox();
  // Wide enough for a few words a line (it was squeezed to 37 px beside the button).
  expect(text?.width ?? 0).toBeGreaterThan(200);
  await context.close();
});
