/**
 * Journeys in the course app, where the lesson player is the page: a student answers a
 * multiple choice and a typed question and finds them after a reload and at the server; a
 * student submits an assessment, which then stays read-only.
 */
import { expect } from 'vitest';
import type { Driver } from '../driver';
import {
  ASSESSMENT,
  PLAYER,
  enroll,
  expectNoPageErrors,
  fieldValue,
  logIn,
  open,
  type JourneyContext,
} from './common';

const SINGAPORE = /annual average temperature of Singapore/;

export async function answersAreKept(d: Driver, { url, students }: JourneyContext) {
  await logIn(d, url, students.answers);
  await enroll(d, url);
  await d.click({ role: 'button', name: 'Next', within: PLAYER });
  await d.waitFor(() => location.pathname.endsWith('/intro/'), null, 'the lesson intro');
  // The player is the page here: its heading is the page's one h1.
  await d.locate({ role: 'heading', css: 'h1', within: PLAYER });
  expect(await d.evaluate(() => document.querySelectorAll('h1').length, null)).toBe(1);
  // Bookmarking leaves focus on the button, not on the page body.
  const bookmark = { role: 'button', name: 'Bookmark this lesson', within: PLAYER } as const;
  await d.click(bookmark);
  await d.locate({ ...bookmark, css: '[aria-pressed="true"]' });
  expect(await d.focused()).toEqual({ tag: 'button', name: 'Bookmark this lesson' });
  await d.click({ role: 'button', name: 'Next', within: PLAYER });
  await d.click({ role: 'button', name: /^Step 1 of \d+/, within: PLAYER });
  await d.click({ role: 'menuitem', name: /^Step 2/ });
  await d.locate({ role: 'button', name: /^Step 2 of \d+/, within: PLAYER });

  const answer = await d.locate({ role: 'textbox', name: SINGAPORE, within: PLAYER });
  await d.type(answer, '27.5');
  for (const city of ['Oslo', 'Moscow', 'Anchorage'])
    await d.click({ role: 'checkbox', name: city, within: PLAYER });
  await d.click({ role: 'button', name: 'Check', within: PLAYER });
  await d.waitForText(/Correct/, PLAYER);
  // Held by the server: no copy waits in the tab, and with the tab's storage emptied a reload
  // still shows both answers.
  expect(await d.evaluate(() => sessionStorage.getItem('courses.stepAnswers'), null)).toBeNull();
  await d.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  }, null);
  await d.reload();
  await d.waitForSlots();
  await d.locate({ role: 'button', name: /^Step 2 of \d+/, within: PLAYER });
  const field = await d.locate({ role: 'textbox', name: SINGAPORE, within: PLAYER });
  expect(
    await d.poll((css) => document.querySelector<HTMLInputElement>(css)?.value, field, '27.5'),
  ).toBe('27.5');
  const moscow = await d.locate({ role: 'checkbox', name: 'Moscow', within: PLAYER });
  expect(await fieldValue(d, moscow)).toBe(true);
  const madrid = await d.locate({ role: 'checkbox', name: 'Madrid', within: PLAYER });
  expect(await fieldValue(d, madrid)).toBe(false);
  await expectNoPageErrors(d);
}

export async function assessmentSubmitted(d: Driver, { url, students }: JourneyContext) {
  await logIn(d, url, students.assessment);
  await enroll(d, url);
  await open(d, `${url}${ASSESSMENT}/intro/`);
  await d.click({ role: 'button', name: 'Next', within: PLAYER });
  await d.locate({ role: 'button', name: /^Step 1 of 3/, within: PLAYER });
  await d.click({ role: 'radio', name: 'Kelvin', within: PLAYER });
  await d.type({ role: 'textbox', name: /highest July average/, within: PLAYER }, 'Cairo');
  await d.click({ role: 'button', name: 'Next', within: PLAYER });
  await d.locate({ role: 'button', name: /^Step 2 of 3/, within: PLAYER });
  for (const city of ['Buenos Aires', 'Cape Town', 'Sydney'])
    await d.click({ role: 'checkbox', name: city, within: PLAYER });
  await d.click({ role: 'button', name: 'Next', within: PLAYER });
  await d.locate({ role: 'button', name: /^Step 3 of 3/, within: PLAYER });
  await d.type(
    { role: 'textbox', name: /Compare the climates/, within: PLAYER },
    'Madrid is warmer.',
  );
  await d.click({ role: 'button', name: 'Submit', within: PLAYER });
  await d.click({ role: 'button', name: 'Yes, Submit' });
  await d.waitForText('Performance: 67%', '[data-testid="lesson-player.review"]');

  // Back in the lesson: completed, and every step read-only.
  await d.click({ role: 'link', name: 'Back to the lesson', within: PLAYER });
  await d.waitForText('Completed', PLAYER);
  await d.click({ role: 'button', name: 'Next', within: PLAYER });
  await d.locate({ role: 'button', name: /^Step 1 of 3/, within: PLAYER });
  const celsius = await d.locate({ role: 'radio', name: 'Degrees Celsius', within: PLAYER });
  const typed = await d.locate({ role: 'textbox', name: /highest July average/, within: PLAYER });
  const disabled = (css: string) =>
    d.evaluate((sel) => document.querySelector<HTMLInputElement>(sel)?.disabled ?? null, css);
  expect(await disabled(celsius)).toBe(true);
  expect(await disabled(typed)).toBe(true);
  expect(await d.has({ role: 'button', name: 'Submit', within: PLAYER })).toBe(false);
  await expectNoPageErrors(d);
}
