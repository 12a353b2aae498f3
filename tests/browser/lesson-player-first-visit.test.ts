/**
 * A first visit to a step page: its saved answers are asked for by the loader as soon as the
 * course names the enrollment, once, not by the player once its code has arrived and rendered.
 */
import { expect, test } from 'vitest';
import { login, newPage, waitForSlots } from './harness';
import { FIRST_LESSON, SINGAPORE, stepIds } from './climateCourse';
import { startDemoSession } from './session';

const session = startDemoSession();

/** A premium student logged in, in a browser context of their own, and the lesson's second step. */
async function studentAndSecondStep() {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_student');
  await page.goto(`${session.demo.url}/`);
  const stepId = (await stepIds(page, 'what-is-an-average-temperature'))[1]!;
  return { context, page, stepId };
}

test("a step page opened afresh asks for the step's saved answers once, before the player's code", async () => {
  const { context, page, stepId } = await studentAndSecondStep();
  const ownAnswers = new RegExp(`/api/course-response/\\d+/${stepId}$`);
  const asked: string[] = [];
  let answersAsked: () => void = () => {};
  const askedOnce = new Promise<void>((resolve) => (answersAsked = resolve));
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !ownAnswers.test(new URL(request.url()).pathname)) return;
    asked.push(request.url());
    answersAsked();
  });
  // The player's code is held back until the answers are asked for: the loader asks for them
  // as soon as the course names the enrollment, not the player once it has rendered.
  let releasedWithoutAnswers = 0;
  await page.route('**/static/apps/courses/lesson-player/**', async (route) => {
    const inTime = await Promise.race([
      askedOnce.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    if (!inTime) releasedWithoutAnswers++;
    await route.continue();
  });
  await page.goto(`${session.demo.url}${FIRST_LESSON}/${stepId}/`);
  const answer = page.locator('#lesson-player-root').getByRole('textbox', { name: SINGAPORE });
  await expect.poll(() => answer.isEnabled(), { timeout: 15_000 }).toBe(true);
  // Well past the page's idle moment: nobody asked again.
  await page.waitForTimeout(1500);
  expect(releasedWithoutAnswers).toBe(0);
  expect(asked).toHaveLength(1);
  await context.close();
});

test("a step page's reading bar and keywords load once its question can be answered, and then work", async () => {
  const { context, page, stepId } = await studentAndSecondStep();
  // Whether the step's question could be answered when each supporting widget was asked for.
  const answerableWhenAsked: Record<string, boolean> = {};
  await page.route(
    /\/static\/apps\/courses\/(reading-bar|keyword-popover)\/mf-manifest/,
    async (route) => {
      const widget = /courses\/([a-z-]+)\//.exec(route.request().url())![1]!;
      answerableWhenAsked[widget] ??= await page.evaluate(
        () =>
          document.querySelector<HTMLInputElement>(
            '#lesson-player-root [data-testid="lesson-player.step"] input[type="text"]',
          )?.disabled === false,
      );
      await route.continue();
    },
  );
  await page.goto(`${session.demo.url}${FIRST_LESSON}/${stepId}/`);
  const states = await waitForSlots(page);
  expect(Object.values(states).filter((state) => state !== 'mounted')).toEqual([]);
  expect(answerableWhenAsked).toEqual({ 'reading-bar': true, 'keyword-popover': true });
  await expect(page.getByRole('button', { name: 'Reading support' }).isVisible()).resolves.toBe(
    true,
  );
  await context.close();
});

test("a step page's first visit asks for React beside the loader, not once the loader has run", async () => {
  const { context, stepId } = await studentAndSecondStep();
  // A context of its own: the same login, an empty cache.
  const fresh = await session.browser.newContext({ storageState: await context.storageState() });
  const first = await newPage(fresh);
  const order: string[] = [];
  first.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/static\/js\/react\.[0-9a-f]+\.chunk\.js$/.test(pathname)) order.push('react');
    if (pathname === '/api/app_config/') order.push('app config');
  });
  // The loader's first act is to send the app config call: React had been asked for before.
  await first.goto(`${session.demo.url}${FIRST_LESSON}/${stepId}/`);
  await waitForSlots(first);
  expect(order.slice(0, 2)).toEqual(['react', 'app config']);
  await fresh.close();
  await context.close();
});
