/**
 * Logging in inside an embed on another site: a school's page on its own origin frames a
 * lesson; Log in in the frame opens this site's login in a pop-up, which hands the login back
 * to the frame (a single-use token, a partitioned session cookie), and the student's answer is
 * saved under their account. Chromium here blocks third-party cookies, as browsers now do.
 */
import { expect, test } from 'vitest';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { axeViolations, newPage } from './harness';
import { pageApi } from './pageApi';
import { startSchoolSite } from './schoolSite';
import { startDemoSession } from './session';

const session = startDemoSession();
const LESSON = 'ocean-temperatures-activity';
const EMBED_PATH = `/embed/lesson/${LESSON}/`;

const school = startSchoolSite(() => session.demo.url, 'Ocean lesson');

async function schoolPage(context: BrowserContext): Promise<{
  page: Page & { errors: string[] };
  frame: FrameLocator;
}> {
  const page = await newPage(context);
  await page.goto(school.pageUrl(EMBED_PATH));
  const frame = page.frameLocator('iframe[data-courses-embed]');
  await frame.locator('[data-widget-state="mounted"]').first().waitFor({ timeout: 20_000 });
  return { page, frame };
}

/** The embed's document, for checks the frame locator cannot make (focus, cookies). */
function embedFrame(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().includes(EMBED_PATH));
  if (!frame) throw new Error('the embed frame is not there');
  return frame;
}

/** Chooses the demo user in the login pop-up (or tab) and waits until it has closed. */
async function logInThere(popup: Page, username: string): Promise<void> {
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/demo/login/');
  await popup
    .getByText('Choose a demo user to log in to the lesson embedded on another site.')
    .waitFor();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: username, exact: true }).click();
  await closed;
}

/** What the server holds for the student's lesson, asked as the student on this site. */
async function savedSteps(context: BrowserContext): Promise<unknown[]> {
  const page = await newPage(context);
  await page.goto(`${session.demo.url}/api/whoami/`);
  const lesson = await pageApi(page, 'GET', `/api/lessons/${LESSON}/`);
  const lessonId = (lesson.body as { id: number }).id;
  const userLesson = await pageApi(page, 'GET', `/api/user-lessons/lessons/${lessonId}/`);
  expect(userLesson.status).toBe(200);
  const steps = await pageApi(
    page,
    'GET',
    `/api/user-lessons/${(userLesson.body as { id: number }).id}/steps/`,
  );
  await page.close();
  return steps.body as unknown[];
}

test('a student logs in inside a lesson framed on another site and saves an answer', async () => {
  const context = await session.browser.newContext();
  const { page, frame } = await schoolPage(context);
  await expect(frame.locator('[data-embed-account]').textContent()).resolves.toBe(
    'Visitor: log in to save your answers.',
  );
  expect(await axeViolations(embedFrame(page) as unknown as Page, '.embed-account')).toEqual([]);

  const logIn = frame.getByRole('button', { name: 'Log in', exact: true });
  const [popup] = await Promise.all([context.waitForEvent('page'), logIn.click()]);
  await frame
    .getByRole('status')
    .filter({ hasText: 'Log in in the window that opened.' })
    .waitFor();
  await logInThere(popup, 'student');

  // The frame reloads as the student, with focus on the line that says so.
  const account = frame.locator('[data-embed-account]');
  await expect.poll(() => account.textContent(), { timeout: 15_000 }).toBe('Signed in as student');
  await frame.locator('[data-widget-state="mounted"]').first().waitFor({ timeout: 20_000 });
  await expect
    .poll(() =>
      embedFrame(page).evaluate(() => document.activeElement?.hasAttribute('data-embed-account')),
    )
    .toBe(true);
  // The frame's session cookie is partitioned: scripts cannot read it, the school never gets it.
  const cookies = await context.cookies(session.demo.url);
  const framed = cookies.find((cookie) => cookie.name === 'sessionid' && cookie.partitionKey);
  expect(framed?.sameSite).toBe('None');
  expect(framed?.secure).toBe(true);
  expect(framed?.httpOnly).toBe(true);

  // The student answers and checks: the save carries the frame's anti-forgery header.
  const app = frame.locator('#embed-root');
  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() !== 'GET' && response.url().includes('/api/user-lessons/'))
      saves.push(response.status());
  });
  await app.getByRole('button', { name: 'Next' }).click();
  await app.getByRole('button', { name: /^Step 1 of 2/ }).waitFor();
  await app.getByRole('radio', { name: /The ocean releases stored heat/ }).check();
  await app.getByRole('button', { name: 'Check' }).click();
  await app.getByText('Correct', { exact: true }).waitFor();
  expect(saves.length).toBeGreaterThan(0);
  expect(saves.every((status) => status === 200 || status === 201)).toBe(true);

  // Stored under the student's account: the site itself shows it, and so does the frame again.
  const steps = (await savedSteps(context)) as { submitted: boolean; response: object }[];
  expect(steps).toHaveLength(1);
  expect(steps[0]).toMatchObject({
    submitted: true,
    response: { 'q-ocean-mild': { userAnswer: 2, isCorrect: true } },
  });
  await page.reload();
  await expect
    .poll(
      () =>
        page
          .frameLocator('iframe[data-courses-embed]')
          .locator('[data-embed-account]')
          .textContent(),
      {
        timeout: 15_000,
      },
    )
    .toBe('Signed in as student');

  // Log out ends the frame's session; focus is on the account line again.
  const reloaded = page.frameLocator('iframe[data-courses-embed]');
  await reloaded.getByRole('button', { name: 'Log out' }).click();
  await expect
    .poll(() => reloaded.locator('[data-embed-account]').textContent(), { timeout: 15_000 })
    .toBe('Visitor: log in to save your answers.');
  await expect
    .poll(() =>
      embedFrame(page).evaluate(() => document.activeElement?.hasAttribute('data-embed-account')),
    )
    .toBe(true);
  expect(
    (await context.cookies(session.demo.url)).some(
      (cookie) => cookie.name === 'sessionid' && cookie.partitionKey,
    ),
  ).toBe(false);
  expect(page.errors).toEqual([]);
  expect(popup.isClosed()).toBe(true);
  await context.close();
});

test('a blocked pop-up gives a link that opens the login in a new tab, which still logs the frame in', async () => {
  const context = await session.browser.newContext();
  const { page, frame } = await schoolPage(context);
  // As a pop-up blocker does: window.open gives nothing.
  await embedFrame(page).evaluate(() => {
    window.open = () => null;
  });
  await frame.getByRole('button', { name: 'Log in', exact: true }).click();
  const status = frame
    .getByRole('status')
    .filter({ hasText: 'Your browser blocked the login window.' });
  await status.waitFor();
  const link = status.getByRole('link', { name: 'Open the login in a new tab' });
  await expect(link.getAttribute('target')).resolves.toBe('_blank');
  await expect(link.getAttribute('rel')).resolves.toBe('opener');

  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  // The tab keeps its opener, so it answers the frame and closes like the pop-up would.
  await logInThere(tab, 'student');
  await expect
    .poll(() => frame.locator('[data-embed-account]').textContent(), { timeout: 15_000 })
    .toBe('Signed in as student');
  expect(page.errors).toEqual([]);
  await context.close();
});

test('closing the pop-up without logging in says so and puts focus back on Log in', async () => {
  const context = await session.browser.newContext();
  const { page, frame } = await schoolPage(context);
  const logIn = frame.getByRole('button', { name: 'Log in', exact: true });
  const [popup] = await Promise.all([context.waitForEvent('page'), logIn.click()]);
  await popup.waitForLoadState();
  await popup.close();
  await frame
    .getByRole('status')
    .filter({ hasText: 'The login window was closed before you logged in.' })
    .waitFor();
  await expect
    .poll(() => embedFrame(page).evaluate(() => document.activeElement?.textContent))
    .toBe('Log in');
  await expect(frame.locator('[data-embed-account]').textContent()).resolves.toBe(
    'Visitor: log in to save your answers.',
  );
  await context.close();
});

test('the login pop-up of someone already logged in asks before handing the login over', async () => {
  const context = await session.browser.newContext();
  const { page, frame } = await schoolPage(context);
  // Logged in on the site itself first (first party, in another tab).
  const site = await newPage(context);
  await site.goto(`${session.demo.url}/demo/login/`);
  await site.getByRole('button', { name: 'teacher', exact: true }).click();
  await site.waitForURL((url) => !url.pathname.startsWith('/demo/login/'));
  // The frame cannot see that login: it is first party only.
  await expect(frame.locator('[data-embed-account]').textContent()).resolves.toBe(
    'Visitor: log in to save your answers.',
  );

  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    frame.getByRole('button', { name: 'Log in', exact: true }).click(),
  ]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/demo/embed-login/');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue as teacher' }).click();
  await closed;
  await expect
    .poll(() => frame.locator('[data-embed-account]').textContent(), { timeout: 15_000 })
    .toBe('Signed in as teacher');
  expect(page.errors).toEqual([]);
  await context.close();
});

test('Enroll in a course framed on another site opens the login pop-up instead of a login page the frame cannot show', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await page.goto(school.pageUrl('/embed/courses/climate-data/'));
  const frame = page.frameLocator('iframe[data-courses-embed]');
  const enroll = frame.getByRole('button', { name: 'Enroll', exact: true });
  await enroll.waitFor({ timeout: 20_000 });
  const [popup] = await Promise.all([context.waitForEvent('page'), enroll.click()]);
  await logInThere(popup, 'student');
  await expect
    .poll(() => frame.locator('[data-embed-account]').textContent(), { timeout: 15_000 })
    .toBe('Signed in as student');
  // Logged in, the student enrolls in the frame.
  await frame.getByRole('button', { name: 'Enroll', exact: true }).click();
  await frame.getByText('You are enrolled in', { exact: false }).first().waitFor();
  expect(page.errors).toEqual([]);
  await context.close();
});
