/**
 * The feedback dialog as teachers, superusers and students meet it on the all-widgets page:
 * the built remote, the real demo server, Chromium driven by roles, labels and keys.
 */
import { describe, expect, test } from 'vitest';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { DB_FILE } from '../../host-demo/server/db/openDatabase';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const SENT = 'Feedback is submitted successfully.';
const FAILED = 'Unable to submit feedback. Please try again later.';
const FEEDBACK_PATH = '/api/misc/common-notify/';

const session = startDemoSession();

/** The all-widgets page, logged in as `username`, with every slot settled. */
async function allWidgetsAs(username: string) {
  const page = await newPage(session.browser);
  await login(page, session.demo.url, username);
  await page.goto(`${session.demo.url}/demo/all/`);
  const states = await waitForSlots(page);
  expect(states['feedback-dialog-root']).toBe('mounted');
  // The slot by its DOM id, as a Django template marks it.
  const slot = page.locator('#feedback-dialog-root');
  return { page, slot, feedbackButton: slot.getByRole('button', { name: 'Feedback' }) };
}

/** Every feedback payload the demo server has stored, oldest first. */
function storedFeedback(): Record<string, unknown>[] {
  const db = new Database(path.join(session.demo.dataDir, DB_FILE), { readonly: true });
  try {
    const rows = db.prepare('SELECT payload FROM feedback ORDER BY id').all() as {
      payload: string;
    }[];
    return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>);
  } finally {
    db.close();
  }
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Feedback' });
const commentOf = (page: Page) => dialogOf(page).getByRole('textbox', { name: /Comment/ });
const sendOf = (page: Page) => dialogOf(page).getByRole('button', { name: 'Send' });

describe('a teacher', () => {
  test('opens the dialog, types, rates, sends and sees the confirmation', async () => {
    const { page, feedbackButton } = await allWidgetsAs('teacher');
    await feedbackButton.click();
    await dialogOf(page).waitFor();
    // Focus moved into the dialog, on the comment; Send waits for 3 characters.
    await expect(commentOf(page).evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    await page.keyboard.type('No');
    await expect(sendOf(page).isDisabled()).resolves.toBe(true);
    await expect(dialogOf(page).getByText('Minimum 3 chars').isVisible()).resolves.toBe(true);
    await page.keyboard.type(' axis labels on the second graph.');
    const remaining = (count: number) =>
      dialogOf(page).getByText(`${count} characters remaining`).isVisible();
    const typed = 'No axis labels on the second graph.';
    await expect(remaining(1000 - typed.length)).resolves.toBe(true);
    // The rating line ('\n\nRating: 4 of 5') takes its room in the 1000-character message.
    await dialogOf(page).locator('label').filter({ hasText: '4 Stars' }).click();
    await expect(remaining(1000 - typed.length - 16)).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === FEEDBACK_PATH,
    );
    await sendOf(page).click();
    expect((await answered).status()).toBe(200);
    expect(storedFeedback().at(-1)).toEqual({
      title: 'All widgets demo page',
      message: `${typed}\n\nRating: 4 of 5`,
      content: '**Why?**',
      left_content: '_Map_',
      username: 'teacher',
      url: `${session.demo.url}/demo/all/`,
      browser_info: await page.evaluate(() => navigator.userAgent),
      user_type: 'TEACHER',
    });

    await page.getByText(SENT).waitFor();
    await dialogOf(page).waitFor({ state: 'hidden' });
    // Focus is back on the button that opened the dialog.
    await expect(feedbackButton.evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    expect(page.errors).toEqual([]);
    await page.close();
  });

  test('keeps the comment when the server fails, and can send it again', async () => {
    const { page, feedbackButton } = await allWidgetsAs('teacher');
    await page.route(`**${FEEDBACK_PATH}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }),
    );
    await feedbackButton.click();
    await commentOf(page).fill('Step 3 has a typo in the second question.');
    await sendOf(page).click();
    await page.getByText(FAILED).waitFor();
    await expect(dialogOf(page).isVisible()).resolves.toBe(true);
    await expect(commentOf(page).inputValue()).resolves.toBe(
      'Step 3 has a typo in the second question.',
    );
    await expect(page.getByText(SENT).count()).resolves.toBe(0);
    const before = storedFeedback().length;

    // The server is back: the same comment goes through without retyping it.
    await page.unroute(`**${FEEDBACK_PATH}`);
    await sendOf(page).click();
    await page.getByText(SENT).waitFor();
    await dialogOf(page).waitFor({ state: 'hidden' });
    expect(storedFeedback()).toHaveLength(before + 1);
    expect(storedFeedback().at(-1)?.message).toBe('Step 3 has a typo in the second question.');
    await page.close();
  });

  test('closes the dialog with Escape and gets it again from the open event', async () => {
    const { page, feedbackButton } = await allWidgetsAs('teacher');
    await feedbackButton.focus();
    await page.keyboard.press('Enter');
    await dialogOf(page).waitFor();
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'hidden' });
    await expect(feedbackButton.evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );

    // What the lesson player's footer link does. The page has two feedback slots: one dialog.
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('courses:open-feedback', {
          detail: { title: 'Step 2 of Lesson 1', content: 'Body', left_content: 'Left' },
        }),
      ),
    );
    await dialogOf(page).getByText('About: Step 2 of Lesson 1').waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(1);
    await commentOf(page).fill('The chart in step 2 is cut off.');
    await sendOf(page).click();
    await page.getByText(SENT).waitFor();
    expect(storedFeedback().at(-1)).toMatchObject({
      title: 'Step 2 of Lesson 1',
      content: 'Body',
      left_content: 'Left',
      message: 'The chart in step 2 is cut off.',
      user_type: 'TEACHER',
    });
    await page.close();
  });
});

test('a superuser also sees the raw content, and the dialog stays accessible', async () => {
  const { page, feedbackButton } = await allWidgetsAs('superuser');
  await feedbackButton.click();
  const raw = dialogOf(page).getByRole('textbox', { name: 'Content (raw)', exact: true });
  await expect(raw.inputValue()).resolves.toBe('**Why?**');
  await expect(raw.getAttribute('readonly')).resolves.not.toBeNull();
  await expect(
    dialogOf(page).getByRole('textbox', { name: 'Left content (raw)' }).inputValue(),
  ).resolves.toBe('_Map_');
  expect(await axeViolations(page)).toEqual([]);
  await page.close();
});

test('a student sees no Feedback button and the open event does nothing', async () => {
  const { page, slot } = await allWidgetsAs('student');
  await expect(slot.getByRole('button').count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: 'Feedback', exact: true }).count()).resolves.toBe(
    0,
  );
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('courses:open-feedback', { detail: { title: 'x' } })),
  );
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  expect(page.errors).toEqual([]);
  await page.close();
});
