/**
 * Sharing as each role meets it on the demo server (issue 13, items 3 and 6): a visitor's
 * Share opens the login form; activities and data stories are shared from their own pages
 * with Direct Link and Email only; Share to Class is for teachers, with an upgrade prompt
 * without a premium or Jr. subscription (and the server refusing too); every message of the
 * spec's error catalogue for these flows, each provoked. Built remotes, demo server, Chromium.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, newPage } from './harness';
import { login } from './harness';
import { pageApi } from './pageApi';
import {
  ACTIVITY_PAGE,
  CITY_PAGE,
  HEATWAVE,
  open,
  pageAs,
  shareTabs,
  toastText,
  type RolePage,
} from './roleJourney';
import { startDemoSession } from './session';

const session = startDemoSession();
const GENERIC = "Sorry! Something went wrong, but we're looking into it.";
const NO_CLASSES =
  'You have not created any classes yet. Create a class from your dashboard to get started.';
const MULTIPLE_ACCOUNTS =
  'It looks like you are logged into multiple Google accounts at once, please make sure you use the account with access to Google Classroom.';

function shareDialog(page: Page) {
  return page.getByRole('dialog', { name: /^Share “/ });
}

/** The data story's intro, where its Share is. */
const HEATWAVE_INTRO = `${HEATWAVE}/intro/`;

async function clickShare(page: Page, scope: string): Promise<void> {
  await page.locator(scope).getByRole('button', { name: 'Share', exact: true }).click();
}

async function closeShare(page: Page): Promise<void> {
  const dialog = shareDialog(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Sends the open share dialog's Email tab to a friend and waits for the success toast. */
async function shareByEmail(page: Page, success: string): Promise<void> {
  const dialog = shareDialog(page);
  await dialog.getByRole('tab', { name: 'Email' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Email' });
  await panel.getByRole('textbox', { name: 'Email' }).fill('friend@example.org');
  await panel.getByRole('button', { name: 'Send' }).click();
  await toastText(page, success).waitFor();
}

async function classTab(page: Page) {
  const dialog = shareDialog(page);
  await dialog.getByRole('tab', { name: 'Share to Class' }).click();
  return dialog.getByRole('tabpanel', { name: 'Share to Class' });
}

test('visitor: every Share opens the login form, coming back to the page', async () => {
  const page = await pageAs(session, null, CITY_PAGE);
  for (const [path, scope] of [
    [CITY_PAGE, '#dataset-popups-root'],
    [HEATWAVE_INTRO, '#lesson-player-root'],
    [ACTIVITY_PAGE, '#dataset-popups-root'],
  ] as const) {
    await open(page, session, path);
    await clickShare(page, scope);
    await page.waitForURL((url) => url.pathname === '/demo/login/');
    expect(new URL(page.url()).searchParams.get('next')).toBe(path);
    await page.getByRole('button', { name: 'premium_teacher', exact: true }).waitFor();
    expect(await shareDialog(page).count()).toBe(0);
  }
  // The server agrees: no short link for a visitor.
  const refused = await pageApi(page, 'POST', '/api/misc/get_short_url/', {
    url: CITY_PAGE,
    type: 'dataset',
    id: 1,
  });
  expect(refused.status).toBe(403);
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('student: no Share to Class; a data story is shared by e-mail from its lesson', async () => {
  const page = await pageAs(session, 'student', CITY_PAGE);
  await clickShare(page, '#dataset-popups-root');
  expect(await shareTabs(page)).toEqual(['Direct Link', 'Email']);
  await closeShare(page);

  await open(page, session, HEATWAVE_INTRO);
  await clickShare(page, '#lesson-player-root');
  await expect(shareDialog(page).getAttribute('aria-labelledby')).resolves.toBeTruthy();
  await shareDialog(page)
    .getByRole('heading', { name: 'Share “The Story of a Heatwave”' })
    .waitFor();
  expect(await shareTabs(page)).toEqual(['Direct Link', 'Email']);
  const link = shareDialog(page).getByRole('textbox', { name: 'Link' });
  await expect.poll(() => link.inputValue()).toMatch(/\/s\/[A-Za-z0-9]{7}$/);
  expect(await axeViolations(page)).toEqual([]);
  await shareByEmail(page, 'Shared the data story successfully!');
  // The server refuses a class share to a student.
  const list = await pageApi(page, 'GET', '/api/user-dataset/classroomshare/dataset/1/');
  expect(list.status).toBe(403);
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('teacher without a subscription: the upgrade prompt instead of the class list, the server refusing too', async () => {
  const page = await pageAs(session, 'teacher', CITY_PAGE);
  await clickShare(page, '#dataset-popups-root');
  expect(await shareTabs(page)).toEqual(['Direct Link', 'Share to Class', 'Email']);
  const panel = await classTab(page);
  await panel.getByText('Sharing with a class is available with a Premium subscription.').waitFor();
  await expect(panel.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).resolves.toBe(
    '/pricing/premium/',
  );
  expect(await panel.getByRole('list', { name: 'Your classes' }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await closeShare(page);
  const list = await pageApi(page, 'GET', '/api/user-dataset/classroomshare/dataset/1/');
  expect(list.status).toBe(403);
  const share = await pageApi(page, 'POST', '/api/teacher/classrooms/3/sharewith/', {
    classroomId: 3,
    type: 'dataset',
    id: 1,
  });
  expect(share.status).toBe(403);

  // An activity is shared from its page: Direct Link and Email only.
  await open(page, session, ACTIVITY_PAGE);
  await clickShare(page, '#dataset-popups-root');
  expect(await shareTabs(page)).toEqual(['Direct Link', 'Email']);
  expect(page.errors).toEqual([]);
  await page.context().close();
});

/** Premium teacher's page with the real clipboard. */
async function premiumPage(path: string): Promise<RolePage> {
  const context = await session.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: session.demo.url,
  });
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_teacher');
  await open(page, session, path);
  return page;
}

test('premium teacher: copies, shares with a class, and meets every message of the class share', async () => {
  const page = await premiumPage(CITY_PAGE);
  await clickShare(page, '#dataset-popups-root');
  expect(await shareTabs(page)).toEqual(['Direct Link', 'Share to Class', 'Email']);
  const dialog = shareDialog(page);
  const link = dialog.getByRole('textbox', { name: 'Link' });
  await expect.poll(() => link.inputValue()).toMatch(/\/s\/[A-Za-z0-9]{7}$/);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await toastText(page, 'Copied successfully').waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
    await link.inputValue(),
  );

  const panel = await classTab(page);
  // Shared with this class before (the demo's seed): Shared, disabled.
  await expect(
    panel.getByRole('button', { name: 'Shared with Grade 8 - Science Club' }).isDisabled(),
  ).resolves.toBe(true);
  await panel.getByRole('button', { name: 'Share with Grade 7 - B' }).click();
  await toastText(page, 'Shared the dataset successfully!').waitFor();
  await expect(
    panel.getByRole('button', { name: 'Shared with Grade 7 - B' }).isDisabled(),
  ).resolves.toBe(true);

  // No Google grant yet: the classroom-access dialog; Cancel warns nothing was posted.
  await panel.getByRole('button', { name: 'Share with Grade 6 - A' }).click();
  const access = page.getByRole('alertdialog');
  await access
    .getByText(
      "Looks like the product doesn't have access to post this dataset to your Google Classroom...",
    )
    .waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await access.getByRole('button', { name: 'Cancel' }).click();
  await toastText(page, 'Assignment not posted to Google Classroom.').waitFor();
  await access.waitFor({ state: 'detached' });

  // A grant the service refuses (played by the network): 'Unable to access your Google
  // Classroom.', and the class can be shared again.
  await page.route('**/account/integration/google/', (route) =>
    route.fulfill({ status: 400, json: { detail: 'invalid_grant' } }),
  );
  await panel.getByRole('button', { name: 'Share with Grade 6 - A' }).click();
  const consentOpened = page.waitForEvent('popup');
  await access.getByRole('button', { name: 'Grant Access' }).click();
  // The consent page (Google's in production) grants every scope; the exchange is refused.
  const consent = await consentOpened;
  await consent.getByRole('button', { name: 'Allow' }).click();
  await toastText(page, 'Unable to access your Google Classroom.').waitFor();
  await access.waitFor({ state: 'detached' });
  await page.unroute('**/account/integration/google/');
  await expect(
    panel.getByRole('button', { name: 'Share with Grade 6 - A' }).isEnabled(),
  ).resolves.toBe(true);

  // The classroom service's other answers, played by the network: several Google accounts
  // signed in (access is revoked), and an empty reply.
  const googleShare = '**/api/teacher/classrooms/1/sharewith-google/';
  await page.route(googleShare, (route) =>
    route.fulfill({ json: { message: '@ClassroomDisabled: several accounts' } }),
  );
  const [revoke] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/account/integration/google/revoke/')),
    panel.getByRole('button', { name: 'Share with Grade 6 - A' }).click(),
  ]);
  expect(revoke.method()).toBe('POST');
  await toastText(page, MULTIPLE_ACCOUNTS).waitFor();
  await page.unroute(googleShare);
  await page.route(googleShare, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
  );
  await panel.getByRole('button', { name: 'Share with Grade 6 - A' }).click();
  await toastText(page, 'Error while posting a message to Google classroom.').waitFor();
  await page.unroute(googleShare);
  await closeShare(page);

  // The dataset's Embed: both copy messages of the embed dialog.
  await page.locator('#dataset-popups-root').getByRole('button', { name: 'Embed' }).click();
  const embed = page.getByRole('dialog', { name: /^Embed/ });
  await embed.getByRole('button', { name: 'Copy frame code' }).click();
  await toastText(page, 'iFrame copied successfully').waitFor();
  await expect.poll(() => embed.getByRole('button', { name: 'Copy link' }).isEnabled()).toBe(true);
  await embed.getByRole('button', { name: 'Copy link' }).click();
  await toastText(page, 'URL copied successfully').waitFor();
  await page.keyboard.press('Escape');
  await embed.waitFor({ state: 'detached' });

  // A data story has no class tab, even for a premium teacher.
  await open(page, session, HEATWAVE_INTRO);
  await clickShare(page, '#lesson-player-root');
  expect(await shareTabs(page)).toEqual(['Direct Link', 'Email']);
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('premium teacher: a failed class list, no classes, and a short link that falls back', async () => {
  const page = await premiumPage(CITY_PAGE);
  let calls = 0;
  await page.route('**/api/user-dataset/classroomshare/dataset/*/', (route) =>
    ++calls === 1
      ? route.fulfill({ status: 500, json: { detail: 'Database locked.' } })
      : route.fulfill({ json: [] }),
  );
  await clickShare(page, '#dataset-popups-root');
  const panel = await classTab(page);
  await panel.getByText(GENERIC).waitFor();
  await panel.getByRole('button', { name: 'Retry' }).click();
  await panel.getByText(NO_CLASSES).waitFor();
  await closeShare(page);

  // Spec section 8: without a short link, the link is the page's origin plus its path.
  await page.route('**/api/misc/get_short_url/', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Shortener down.' } }),
  );
  await open(page, session, ACTIVITY_PAGE);
  await clickShare(page, '#dataset-popups-root');
  expect(await shareTabs(page)).toEqual(['Direct Link', 'Email']);
  const link = shareDialog(page).getByRole('textbox', { name: 'Link' });
  await expect.poll(() => link.inputValue()).toBe(`${session.demo.url}${ACTIVITY_PAGE}`);
  await shareByEmail(page, 'Shared the activity successfully!');
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('owner: shares a private dataset of their own with a class; the link says it is private', async () => {
  const page = await pageAs(session, 'premium_teacher', '/tableview/dataset/my-bike-rides/');
  await clickShare(page, '#dataset-popups-root');
  const dialog = shareDialog(page);
  await dialog.getByText('Private (Only Me)').waitFor();
  const panel = await classTab(page);
  await panel.getByRole('button', { name: 'Share with Grade 8 - Science Club' }).click();
  await toastText(page, 'Shared the dataset successfully!').waitFor();
  // Nobody else can share it: it does not exist for them.
  const other = await pageAs(session, 'jr_teacher', CITY_PAGE);
  const share = await pageApi(other, 'POST', '/api/teacher/classrooms/4/sharewith/', {
    classroomId: 4,
    type: 'userdataset',
    id: 4,
  });
  expect(share.status).toBe(404);
  expect(page.errors).toEqual([]);
  await page.context().close();
  await other.context().close();
});
