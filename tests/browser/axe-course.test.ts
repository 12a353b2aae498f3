/**
 * axe-core (WCAG 2.0 and 2.1, A and AA) over every state of the course app (issue 10 item 9):
 * the tour, a step with its dropdown open, the zoomed image, the assign and submit dialogs,
 * the review page, the course menu of a narrow window, a premium notice and a single lesson.
 * Zero violations in each.
 */
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { COURSE, FIRST_LESSON, stepIds } from './climateCourse';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';
import { ASSESSMENT, REVIEW, submitAssessment } from './submittedAssessment';

const session = startDemoSession();
beforeAll(() => submitAssessment(session.browser, session.demo.url));

async function expectClean(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), state).toEqual([]);
}

async function openApp(page: Page, path: string) {
  await page.goto(`${session.demo.url}${path}`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root, #single-lesson-root').first();
  await app.getByRole('heading', { level: 1 }).waitFor();
  return app;
}

test('a teacher: tour, lesson intro, assign, step, dropdown, zoomed image, narrow menu', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_teacher');
  let app = await openApp(page, `${COURSE}/`);
  await app.getByRole('button', { name: 'Take the tour' }).waitFor();
  await expectClean(page, 'course page with the tour offer');
  await app.getByRole('button', { name: 'Take the tour' }).click();
  await page.getByRole('dialog').waitFor();
  await expectClean(page, 'tour dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  app = await openApp(page, `${FIRST_LESSON}/intro/`);
  await expectClean(page, 'lesson intro');
  await app.getByRole('button', { name: 'Assign', exact: true }).click();
  const assign = page.getByRole('dialog', { name: /^Assign/ });
  await assign.getByRole('tab').first().waitFor();
  await assign.getByText('Loading...').waitFor({ state: 'detached' });
  await expectClean(page, 'assign dialog');
  await page.keyboard.press('Escape');
  await assign.waitFor({ state: 'hidden' });

  // The lesson intro's picture, zoomed.
  await app
    .getByRole('button', { name: /^Zoom image: / })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await expectClean(page, 'zoomed image');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await app.getByRole('button', { name: 'Next', exact: true }).click();
  const dropdown = app.getByRole('button', { name: /^Step 1 of 3/ });
  await dropdown.waitFor();
  await expectClean(page, 'lesson step');
  await dropdown.click();
  await page.getByRole('menu').waitFor();
  await expectClean(page, 'step dropdown open');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });

  await page.setViewportSize({ width: 390, height: 844 });
  await app.getByRole('button', { name: 'Course menu' }).click();
  await page.getByRole('dialog', { name: 'Course menu' }).waitFor();
  await expectClean(page, 'course menu of a narrow window');
  expect(page.errors).toEqual([]);
  await context.close();
});

test('a student: submit confirmation, review page, premium notice, single lesson', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_student');
  // premium_student is enrolled: the assessment's last step offers Submit.
  const [, , last] = await stepIds(page, 'climate-check');
  let app = await openApp(page, `${ASSESSMENT}/${last}/`);
  await app.getByRole('textbox', { name: /Compare the climates/ }).fill('Madrid is warmer.');
  await app.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await expectClean(page, 'submit confirmation');
  await page.keyboard.press('Escape');

  await context.close();
  const studentContext = await session.browser.newContext();
  const student = await newPage(studentContext);
  await login(student, session.demo.url, 'student');
  app = await openApp(student, REVIEW);
  await app.getByText('Performance: 67%').waitFor();
  await expectClean(student, 'review page');
  // A free student meets the premium course's notice.
  app = await openApp(student, '/courses/sports-statistics/');
  await app.getByTestId('lesson-player.premium-notice').waitFor();
  await expectClean(student, 'premium notice');
  app = await openApp(student, '/demo/lesson/');
  await expectClean(student, 'a lesson outside a course');
  expect(student.errors).toEqual([]);
  await studentContext.close();
});

test('a premium student: a checked practice step, a data step, a simulation, a wrong address', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_student');
  const [practice] = await stepIds(page, 'practice-averages-and-ranges');
  let app = await openApp(
    page,
    `${COURSE}/comparing-cities/practice-averages-and-ranges/${practice}/`,
  );
  // One wrong and one right answer, checked: marks, the correct answer and a solution shown.
  await app.getByRole('textbox', { name: /Moscow/ }).fill('13');
  await app.getByRole('radio', { name: 'Singapore' }).check();
  await app.getByRole('button', { name: 'Check', exact: true }).click();
  await app.getByRole('button', { name: 'Show solution' }).first().click();
  await app.getByText('Correct', { exact: true }).waitFor();
  await expectClean(page, 'a checked practice step');

  const [dataStep] = await stepIds(page, 'plot-city-temperatures');
  app = await openApp(
    page,
    `${COURSE}/reading-temperature-data/plot-city-temperatures/${dataStep}/`,
  );
  await app.locator('table').first().waitFor();
  await expectClean(page, 'a step with the data tool');
  const [simulation] = await stepIds(page, 'simulating-daily-temperatures');
  app = await openApp(
    page,
    `${COURSE}/comparing-cities/simulating-daily-temperatures/${simulation}/`,
  );
  await app.getByText('There is no data yet. Run the simulation to generate your data.').waitFor();
  await expectClean(page, 'a simulation step before a run');
  app = await openApp(page, `${COURSE}/no-such-module/`);
  await expectClean(page, 'an address that is not found');
  expect(page.errors).toEqual([]);
  await context.close();
});
