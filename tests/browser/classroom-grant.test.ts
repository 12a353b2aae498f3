/**
 * Google Classroom from a teacher's seat (issue 13, items 4 and 6): sharing a dataset to a
 * Google class asks for access; Grant Access opens the consent popup (the development server's
 * stand-in for Google's), which asks for the scopes of spec section 9; the code it hands back
 * is exchanged by the server. Every message of spec section 8 for these flows is provoked here.
 * The tests share one server: each shares a dataset no earlier test has posted to the class.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { GOOGLE_CLASSROOM_SCOPES } from '../../src/api/schemas/sharing';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

const ACCESS_MESSAGE =
  "Looks like the product doesn't have access to post this dataset to your Google Classroom...";
const NOT_POSTED = 'Assignment not posted to Google Classroom.';
const GRANT_FAILED = 'Unable to access your Google Classroom.';
const MULTIPLE_ACCOUNTS =
  'It looks like you are logged into multiple Google accounts at once, please make sure you use the account with access to Google Classroom.';
const EMPTY_POST = 'Error while posting a message to Google classroom.';

/** premium_teacher's Google class (seed data). */
const GOOGLE_CLASS = /^Share with Grade 6 - A$/;

async function teacherPage(): Promise<{
  context: BrowserContext;
  page: Page & { errors: string[] };
}> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_teacher');
  return { context, page };
}

/** Opens a dataset's page, its share dialog and the Share to Class tab. */
async function openClassTab(page: Page, dataset: string) {
  await page.goto(`${session.demo.url}/tableview/dataset/${dataset}/`);
  await waitForSlots(page);
  await page
    .locator('#dataset-popups-root')
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  const share = page.getByRole('dialog', { name: /^Share/ });
  await share.getByRole('tab', { name: 'Share to Class' }).click();
  return share;
}

/** Shares with the Google class, sees the access question, and presses Grant Access. */
async function grantFromQuestion(page: Page, share: ReturnType<Page['getByRole']>) {
  await share.getByRole('button', { name: GOOGLE_CLASS }).click();
  const question = page.getByRole('alertdialog', { name: 'Google Classroom access' });
  await question.getByText(ACCESS_MESSAGE).waitFor();
  const popupOpened = page.waitForEvent('popup');
  await question.getByRole('button', { name: 'Grant Access' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  return popup;
}

async function googleAccess(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const response = await fetch('/api/app_config/', { credentials: 'include' });
    return ((await response.json()) as { google: boolean }).google;
  });
}

test('a teacher grants every scope on the consent page and shares the dataset to the Google class', async () => {
  const { context, page } = await teacherPage();
  const share = await openClassTab(page, 'world-city-temperatures');
  const popup = await grantFromQuestion(page, share);

  // The consent page asks for exactly the scopes of spec section 9, all checked.
  const requested = new URL(popup.url()).searchParams.get('scope')?.split(' ');
  expect(requested).toEqual([...GOOGLE_CLASSROOM_SCOPES]);
  const boxes = popup.getByRole('checkbox', { checked: true });
  await expect.poll(() => boxes.count()).toBe(GOOGLE_CLASSROOM_SCOPES.length);
  for (const scope of GOOGLE_CLASSROOM_SCOPES) await popup.getByText(scope).waitFor();
  expect(await axeViolations(popup)).toEqual([]);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;

  await page.getByText('Shared the dataset successfully!').waitFor();
  await share.getByRole('button', { name: /^Shared with Grade 6 - A$/ }).waitFor();
  expect(await share.getByRole('button', { name: /^Shared with Grade 6 - A$/ }).isDisabled()).toBe(
    true,
  );
  expect(await googleAccess(page)).toBe(true);

  // Revoke: the access goes, and the next share to a Google class asks again.
  await share.getByRole('button', { name: 'Revoke Google Classroom access' }).click();
  await page.getByText('Google Classroom access revoked.').waitFor();
  await share.getByText(/has no access to your Google Classroom/).waitFor();
  expect(await googleAccess(page)).toBe(false);

  const next = await openClassTab(page, 'olympic-100m-winning-times');
  await next.getByRole('button', { name: GOOGLE_CLASS }).click();
  const question = page.getByRole('alertdialog', { name: 'Google Classroom access' });
  await question.getByText(ACCESS_MESSAGE).waitFor();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText(NOT_POSTED).waitFor();
  expect(page.errors).toEqual([]);
  await context.close();
});

test('a grant with only some scopes is refused by the classroom service: the question comes back', async () => {
  const { context, page } = await teacherPage();
  const share = await openClassTab(page, 'school-weather-stations-1990');
  const popup = await grantFromQuestion(page, share);
  // Leave out coursework and announcements: the product cannot post without them.
  await popup.getByRole('checkbox', { name: /coursework and grades/ }).uncheck();
  await popup.getByRole('checkbox', { name: /announcements/ }).uncheck();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;

  const again = page.getByRole('alertdialog', { name: 'Google Classroom access' });
  await again.getByText(ACCESS_MESSAGE).waitFor();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText(NOT_POSTED).waitFor();
  await share.getByRole('button', { name: GOOGLE_CLASS }).waitFor();
  expect(await share.getByRole('button', { name: GOOGLE_CLASS }).isEnabled()).toBe(true);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('a teacher signed in to several Google accounts gets the @ClassroomDisabled message and loses the grant', async () => {
  const { context, page } = await teacherPage();
  const share = await openClassTab(page, 'school-weather-stations-1990');
  const popup = await grantFromQuestion(page, share);
  await popup.getByRole('checkbox', { name: /several Google accounts/ }).check();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;

  await page.getByText(MULTIPLE_ACCOUNTS).waitFor();
  // The grant pointed at the wrong account: it is revoked, so the next try asks again.
  await expect.poll(() => googleAccess(page)).toBe(false);
  await share.getByRole('button', { name: GOOGLE_CLASS }).click();
  const question = page.getByRole('alertdialog', { name: 'Google Classroom access' });
  await question.getByText(ACCESS_MESSAGE).waitFor();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText(NOT_POSTED).waitFor();
  expect(page.errors).toEqual([]);
  await context.close();
});

test('saying no on the consent page: Unable to access your Google Classroom.', async () => {
  const { context, page } = await teacherPage();
  const share = await openClassTab(page, 'school-weather-stations-1990');
  const popup = await grantFromQuestion(page, share);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await closed;
  await page.getByText(GRANT_FAILED).waitFor();
  expect(await googleAccess(page)).toBe(false);
  expect(await share.getByRole('button', { name: GOOGLE_CLASS }).isEnabled()).toBe(true);
  await context.close();
});

test('closing the consent window without answering: Unable to access your Google Classroom.', async () => {
  const { context, page } = await teacherPage();
  const share = await openClassTab(page, 'school-weather-stations-1990');
  const popup = await grantFromQuestion(page, share);
  await popup.close();
  await page.getByText(GRANT_FAILED).waitFor();
  await context.close();
});

test("the classroom service's other answers: its own message as an error, an empty reply", async () => {
  const { context, page } = await teacherPage();
  // premium_teacher holds a grant with every scope for this test.
  const share = await openClassTab(page, 'class-pets');
  const popup = await grantFromQuestion(page, share);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
  await page.getByText('Shared the dataset successfully!').waitFor();

  // The service refuses with a message of its own, then answers with nothing at all.
  const replies = [
    { message: 'This class is archived in Google Classroom.', gassignment_id: null },
    null,
  ];
  await page.route('**/api/teacher/classrooms/*/sharewith-google/', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(replies.shift() ?? null),
    }),
  );
  const next = await openClassTab(page, 'my-bike-rides');
  await next.getByRole('button', { name: GOOGLE_CLASS }).click();
  await page.getByText('This class is archived in Google Classroom.').waitFor();
  await next.getByRole('button', { name: GOOGLE_CLASS }).click();
  await page.getByText(EMPTY_POST).waitFor();
  expect(await next.getByRole('button', { name: GOOGLE_CLASS }).isEnabled()).toBe(true);
  await context.close();
});
