/**
 * An assessment as a class lives it: a student submits it and it holds (in the page and at
 * the API), no key reaches the student before it is due, and a teacher reviews it to the end
 * without a single answer sent.
 */
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { pageApi, recordConsoleErrors, recordWrites } from './pageApi';
import { startDemoSession } from './session';
import { ASSESSMENT, answerAllSteps } from './submittedAssessment';

const session = startDemoSession();
const FINAL = 'This assessment has been submitted, so its answers can no longer be changed.';

interface ApiLesson {
  steps: { id: number; content: string; questions: { answer: unknown; solution: unknown }[] }[];
}

async function openIntro(page: Page): Promise<Locator> {
  await page.goto(`${session.demo.url}${ASSESSMENT}/intro/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('heading', { name: 'Check Your Understanding' }).waitFor();
  return app;
}

test('a student submits the assessment: it is final in the page and at the API, and no key came before', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  // Every answer save the page receives, to show that none carries a grade or a key.
  const saves: unknown[] = [];
  page.on('response', (response) => {
    const method = response.request().method();
    if (response.url().includes('/api/course-response/') && method !== 'GET')
      saves.push(response.json().catch(() => null));
  });
  await page.goto(`${session.demo.url}/courses/climate-data/`);
  await waitForSlots(page);
  await page.locator('#lesson-player-root').getByRole('button', { name: 'Enroll' }).click();
  await page.locator('#lesson-player-root').getByRole('button', { name: 'Exit Course' }).waitFor();

  // Before submitting, the lesson, a step and the analytics carry no key of the assessment.
  const lesson = (await pageApi(page, 'GET', '/api/lessons/climate-check/')).body as ApiLesson;
  for (const step of lesson.steps) {
    expect(step.content).not.toMatch(/answer=|:::solution/);
    for (const question of step.questions)
      expect(question).toMatchObject({ answer: null, solution: null });
  }
  const firstStep = lesson.steps[0]!.id;
  const stepBody = (await pageApi(page, 'GET', `/api/lessons/climate-check/${firstStep}/`)).body;
  expect(JSON.stringify(stepBody)).not.toMatch(/Degrees Celsius \(°C\)\.|answer=/);

  const app = await openIntro(page);
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 1 of 3/ }).waitFor();
  // An open assessment offers no solution.
  await expect(app.getByRole('button', { name: 'Show solution' }).count()).resolves.toBe(0);
  await answerAllSteps(app);
  const early = await pageApi(
    page,
    'GET',
    '/api/analytics/usercourse/climate-data/lesson/climate-check',
  );
  expect(JSON.stringify(early.body)).not.toContain('Cairo, with 28.0');
  expect(early.body).toMatchObject({ performance: null });

  await app.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, Submit' }).click();
  const review = app.getByTestId('lesson-player.review');
  await review.getByText('Performance: 67%').waitFor();
  for (const body of await Promise.all(saves)) {
    expect(JSON.stringify(body)).not.toMatch(/"isCorrect":(true|false)/);
    expect(body).toMatchObject({ answer_key: null });
  }

  // Back in the lesson: Completed, the review link, and every step read-only at once.
  await app.getByRole('link', { name: 'Back to the lesson' }).click();
  await app.getByText('Completed', { exact: true }).waitFor();
  await app.getByRole('link', { name: 'Click here to Review' }).waitFor();
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 1 of 3/ }).waitFor();
  await expect(app.getByRole('radio', { name: 'Degrees Celsius' }).isDisabled()).resolves.toBe(
    true,
  );
  await expect(
    app.getByRole('textbox', { name: /highest July average/ }).isDisabled(),
  ).resolves.toBe(true);
  await expect(app.getByRole('button', { name: 'Submit', exact: true }).count()).resolves.toBe(0);

  // By hand at the API: every step refuses a change, and nothing moves.
  const course = (await pageApi(page, 'GET', '/api/courses/climate-data')).body as {
    enroll_id: number;
  };
  for (const step of lesson.steps) {
    const put = await pageApi(page, 'PUT', `/api/course-response/${course.enroll_id}/${step.id}`, {
      response: { 'q-assess-unit': { userAnswer: 3 } },
      submitted: false,
    });
    expect(put).toEqual({ status: 409, body: { detail: FINAL } });
    const post = await pageApi(page, 'POST', `/api/course-response/${course.enroll_id}`, {
      lesson_step: step.id,
      response: { 'q-assess-unit': { userAnswer: 3 } },
    });
    expect(post).toEqual({ status: 409, body: { detail: FINAL } });
  }
  const after = await pageApi(
    page,
    'GET',
    '/api/analytics/usercourse/climate-data/lesson/climate-check',
  );
  expect(after.body).toMatchObject({ performance: 67 });
  // Now that it is due, the key comes with the review.
  expect(JSON.stringify(after.body)).toContain('Cairo, with 28.0');
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);
  await context.close();
});

test('a second tab that still shows the assessment open is told it is final and turns read-only', async () => {
  const context = await session.browser.newContext();
  const first = await newPage(context);
  await login(first, session.demo.url, 'premium_student');
  const second = await newPage(context);
  const appA = await openIntro(first);
  const appB = await openIntro(second);
  await appA.getByRole('button', { name: 'Next', exact: true }).click();
  await appB.getByRole('button', { name: 'Next', exact: true }).click();
  await appB.getByRole('button', { name: /^Step 1 of 3/ }).waitFor();
  await appB.getByRole('radio', { name: 'Degrees Celsius' }).check();

  await first.bringToFront();
  await answerAllSteps(appA);
  await appA.getByRole('button', { name: 'Submit', exact: true }).click();
  await first.getByRole('button', { name: 'Yes, Submit' }).click();
  await appA.getByTestId('lesson-player.review').waitFor();

  // A tab in the background runs its timers slowly: bring it forward, as the student would.
  await second.bringToFront();
  await appB.getByRole('textbox', { name: /highest July average/ }).fill('Oslo');
  await appB.getByRole('button', { name: 'Next', exact: true }).click();
  await second.getByText(FINAL).waitFor();
  await expect
    .poll(() => appB.getByRole('radio', { name: 'Degrees Celsius' }).isDisabled())
    .toBe(true);
  // The tab now shows what was submitted, not the draft the server could not take.
  await expect
    .poll(() => appB.getByRole('textbox', { name: /highest July average/ }).inputValue())
    .toBe('Cairo');
  const review = await pageApi(
    second,
    'GET',
    '/api/analytics/usercourse/climate-data/lesson/climate-check',
  );
  expect(JSON.stringify(review.body)).toContain('"userAnswer":"Cairo"');
  await context.close();
});

test('a teacher reviews the assessment from intro to the end while no answer is sent', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'teacher');
  const writes = recordWrites(page);
  const errors = recordConsoleErrors(page);
  const app = await openIntro(page);
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 1 of 3/ }).waitFor();
  // Teachers review with the key: the solution is there to read.
  await app.getByRole('button', { name: 'Show solution' }).first().waitFor();
  await answerAllSteps(app);
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  const review = app.getByTestId('lesson-player.review');
  await review.getByText('Performance: 67%').waitFor();
  await review.getByText('Your answer: Kelvin').waitFor();
  await review.getByText('Correct answer: Degrees Celsius').waitFor();

  // The Feedback link of a step opens the page's feedback dialog.
  await app.getByRole('link', { name: 'Back to the lesson' }).click();
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await dialog.getByText('About: Check Your Understanding').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  expect(writes.filter((write) => /course-response|user-lessons|analytics/.test(write))).toEqual(
    [],
  );
  expect(errors).toEqual([]);
  await context.close();
});
