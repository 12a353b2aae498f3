/**
 * Every dialog of the product by keyboard (issue 10 item 7): opened from its control with
 * Enter, focus moves inside, Escape closes it and focus goes back to the control that opened
 * it; Enter in a form dialog's one-line text field submits the form.
 */
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FIRST_LESSON } from './climateCourse';
import { login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';
import { ASSESSMENT } from './submittedAssessment';

const session = startDemoSession();

const hasFocus = (element: Locator) => element.evaluate((node) => node === document.activeElement);
const holdsFocus = (element: Locator) =>
  element.evaluate((node) => node.contains(document.activeElement));

/**
 * Enter on `opener` opens the dialog named `name`, which takes focus; Escape closes it and
 * focus lands on `returnsTo` (the opener unless it is gone with the dialog's purpose).
 */
async function enterThenEscape(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  returnsTo: Locator = opener,
): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await expect.poll(() => holdsFocus(dialog), { message: `focus in ${String(name)}` }).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect
    .poll(() => hasFocus(returnsTo), { message: `focus back from ${String(name)}` })
    .toBe(true);
}

/** Opens the focused menu button with Enter and picks `item` with the arrow keys. */
async function chooseFromMenu(page: Page, button: Locator, item: string): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  for (let presses = 0; presses < 10; presses += 1) {
    const current = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (current === item) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

test('the widgets of the all-widgets page: feedback, embed, dataset popups, Save Plot', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'teacher');
  await page.goto(`${session.demo.url}/demo/all/`);
  await waitForSlots(page);

  const feedback = page.locator('#feedback-dialog-root').getByRole('button', { name: 'Feedback' });
  await enterThenEscape(page, feedback, 'Feedback');
  const embed = page.locator('#embed-dialog-root').getByRole('button', { name: 'Embed' });
  // Named by its heading alone, without the content kind above it.
  await enterThenEscape(page, embed, /^Embed “All widgets demo page”$/);

  const card = page.locator('#dataset-popups-root');
  for (const [button, name] of [
    ['About', /^About/],
    ['Vocabulary', /Vocabulary/],
    ['Share', /^Share/],
  ] as const) {
    await enterThenEscape(page, card.getByRole('button', { name: button, exact: true }), name);
  }
  // The menu's items are gone once chosen: focus goes back to the menu's button.
  const actions = card.getByRole('button', { name: 'Dataset actions' });
  for (const [item, name] of [
    ['Notes/History', /Notes|History/],
    ['Metadata Changes', /Metadata/],
  ] as const) {
    await chooseFromMenu(page, actions, item);
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(actions)).toBe(true);
  }

  // Enter in the share form's Email field sends it.
  await card.getByRole('button', { name: 'Share', exact: true }).focus();
  await page.keyboard.press('Enter');
  const share = page.getByRole('dialog', { name: /^Share/ });
  await share.getByRole('tab', { name: 'Email' }).click();
  await share.getByRole('textbox', { name: 'Email' }).fill('class@example.org');
  await page.keyboard.press('Enter');
  await page.getByText('Shared the dataset successfully!').waitFor();
  await page.keyboard.press('Escape');
  await share.waitFor({ state: 'hidden' });

  // The data tool's Save Plot, and Enter in its title.
  const tool = page.locator('#data-tool-root');
  const savePlot = tool.getByRole('button', { name: 'Save Plot' });
  await tool.getByLabel('Graph type').selectOption({ label: 'Box plot' });
  await expect.poll(() => savePlot.isEnabled()).toBe(true);
  await enterThenEscape(page, savePlot, 'Save Plot');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save Plot' });
  await dialog.getByRole('textbox', { name: /Plot Title/ }).fill('Latitudes by box');
  await page.keyboard.press('Enter');
  await page.getByText('Plot saved successfully.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => hasFocus(savePlot)).toBe(true);

  // The keyword popover is a non-modal dialog: the same round trip from its keyword.
  const latitude = page.getByRole('button', { name: 'latitude', exact: true });
  await enterThenEscape(page, latitude, 'latitude');
  expect(page.errors).toEqual([]);
  await context.close();
});

test('the Google Classroom access question asked while sharing to a class', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  // premium_teacher has a Google class and has not granted the product access to it.
  await login(page, session.demo.url, 'premium_teacher');
  await page.goto(`${session.demo.url}/demo/all/`);
  await waitForSlots(page);
  await page
    .locator('#dataset-popups-root')
    .getByRole('button', { name: 'Share', exact: true })
    .focus();
  await page.keyboard.press('Enter');
  const share = page.getByRole('dialog', { name: /^Share/ });
  await share.getByRole('tab', { name: 'Share to Class' }).focus();
  await page.keyboard.press('Enter');
  const google = share.getByRole('button', { name: /^Share with Grade 6/ });
  await google.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Google Classroom access' });
  await question.waitFor();
  await expect.poll(() => holdsFocus(question)).toBe(true);
  await page.keyboard.press('Escape');
  await question.waitFor({ state: 'hidden' });
  await page.getByText('Assignment not posted to Google Classroom.').waitFor();
  // Back on the class's button, still in the share dialog, ready to try again.
  await expect.poll(() => hasFocus(google)).toBe(true);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('the course app: tour, zoomed image, assign, course menu', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  // premium_teacher has classes to assign to and has not taken the tour.
  await login(page, session.demo.url, 'premium_teacher');
  await page.goto(`${session.demo.url}${FIRST_LESSON}/intro/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('heading', { level: 1, name: 'What Is an Average Temperature?' }).waitFor();

  const assignButton = app.getByRole('button', { name: 'Assign', exact: true });
  await enterThenEscape(page, assignButton, /^Assign/);
  // Enter in the Assign form's one-line field (the due date) assigns the class chosen.
  await assignButton.focus();
  await page.keyboard.press('Enter');
  const assign = page.getByRole('dialog', { name: /^Assign/ });
  await assign.getByRole('radio', { name: 'Grade 8 - Science Club' }).focus();
  await page.keyboard.press('Space');
  await assign.getByLabel('Due date (optional)').focus();
  await page.keyboard.press('Enter');
  await page.getByText('Assigned to Grade 8 - Science Club.').waitFor();
  // The form is replaced by the list; focus stays in the dialog, so Escape still closes it.
  await expect.poll(() => holdsFocus(assign)).toBe(true);
  await page.keyboard.press('Escape');
  await assign.waitFor({ state: 'hidden' });
  await expect.poll(() => hasFocus(assignButton)).toBe(true);

  // The tour's offer goes with the tour: focus moves on to what follows it, not to the page.
  const take = app.getByRole('button', { name: 'Take the tour' });
  await take.focus();
  await page.keyboard.press('Enter');
  const tour = page.getByRole('dialog');
  await tour.waitFor();
  await expect.poll(() => holdsFocus(tour)).toBe(true);
  await page.keyboard.press('Escape');
  await tour.waitFor({ state: 'hidden' });
  await expect(take.count()).resolves.toBe(0);
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.closest('#lesson-player-root') !== null),
    )
    .toBe(true);

  const zoom = app.getByRole('button', { name: /^Zoom image: / }).first();
  await zoom.waitFor();
  const alt = (await zoom.getAttribute('aria-label'))?.replace('Zoom image: ', '') ?? '';
  await enterThenEscape(page, zoom, alt);

  // A step's Feedback link opens the page's feedback dialog, and focus comes back to it.
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 1 of 3/ }).waitFor();
  // The move puts focus on the new view's heading in the frame after it shows; a person reads
  // from there, and a focus given before that frame would be taken back.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement?.matches('#lesson-player-root :is(h1, h2)') ?? false,
      ),
    )
    .toBe(true);
  await enterThenEscape(page, app.getByRole('button', { name: 'Feedback' }), 'Feedback');

  // A narrow window shows the contents as a modal menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await enterThenEscape(page, app.getByRole('button', { name: 'Course menu' }), 'Course menu');
  expect(page.errors).toEqual([]);
  await context.close();
});

test('the submit confirmation of an assessment', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  // premium_student is enrolled; the assessment's last step offers Submit.
  await login(page, session.demo.url, 'premium_student');
  await page.goto(`${session.demo.url}${ASSESSMENT}/intro/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  const steps = app.getByRole('button', { name: /^Step 1 of 3/ });
  await steps.waitFor();
  await app.getByRole('radio', { name: 'Kelvin' }).check();
  await app.getByRole('textbox', { name: /highest July average/ }).fill('Cairo');
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 2 of 3/ }).waitFor();
  await app.getByRole('checkbox', { name: 'Sydney' }).check();
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 3 of 3/ }).waitFor();
  await app.getByRole('textbox', { name: /Compare the climates/ }).fill('Madrid is warmer.');
  await enterThenEscape(page, app.getByRole('button', { name: 'Submit', exact: true }), /Submit/);
  // Escape is "return to the lesson": nothing was submitted.
  await expect(app.getByRole('button', { name: 'Submit', exact: true }).isEnabled()).resolves.toBe(
    true,
  );
  expect(page.errors).toEqual([]);
  await context.close();
});
