/** The demo course's assessment, submitted once by a student, so its review page exists. */
import type { Browser, Locator } from 'playwright-core';
import { COURSE } from './climateCourse';
import { login, newPage, waitForSlots } from './harness';

export const ASSESSMENT = `${COURSE}/comparing-cities/climate-check`;
export const REVIEW = `${ASSESSMENT}/review/`;

/** Steps 1 to 3 of the assessment, by mouse: one wrong choice, the rest right, the text typed. */
export async function answerAllSteps(app: Locator): Promise<void> {
  await app.getByRole('radio', { name: 'Kelvin' }).check();
  await app.getByRole('textbox', { name: /highest July average/ }).fill('Cairo');
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 2 of 3/ }).waitFor();
  for (const city of ['Buenos Aires', 'Cape Town', 'Sydney'])
    await app.getByRole('checkbox', { name: city }).check();
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 3 of 3/ }).waitFor();
  await app.getByRole('textbox', { name: /Compare the climates/ }).fill('Madrid is warmer.');
}

/**
 * Enrolls `username` (a student with no progress) and submits the assessment with one wrong
 * answer, by mouse: journeys that only need the review page to exist start from here.
 */
export async function submitAssessment(
  browser: Browser,
  baseUrl: string,
  username = 'student',
): Promise<void> {
  const context = await browser.newContext();
  const page = await newPage(context);
  await login(page, baseUrl, username);
  await page.goto(`${baseUrl}${COURSE}/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Enroll' }).click();
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  await page.goto(`${baseUrl}${ASSESSMENT}/intro/`);
  await waitForSlots(page);
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 1 of 3/ }).waitFor();
  await answerAllSteps(app);
  await app.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, Submit' }).click();
  await app.getByTestId('lesson-player.review').getByText('Performance: 67%').waitFor();
  await context.close();
}
