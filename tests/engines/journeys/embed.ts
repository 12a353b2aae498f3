/**
 * A lesson framed on a school's own site: the frame grows to its content, and a student logs
 * in inside it (a pop-up of this site hands the login back to the frame) and saves an answer.
 */
import { expect } from 'vitest';
import { Driver } from '../driver';
import type { JourneyContext } from './common';

const EMBED_PATH = '/embed/lesson/ocean-temperatures-activity/';
const FRAME = 'iframe[data-courses-embed]';
const VISITOR = 'Visitor: log in to save your answers.';

const accountLine = () => document.querySelector('[data-embed-account]')?.textContent ?? '';

export async function embedGrows(d: Driver, { schoolPage }: JourneyContext) {
  await d.goto(schoolPage(EMBED_PATH));
  const frame = new Driver(await d.page.frame(FRAME));
  await frame.locate({ css: '[data-widget-state="mounted"]' });
  // The frame grows from the code's 645 pixels to the page inside it: no inner scrollbar.
  const frameHeight = () =>
    Number(document.querySelector('iframe[data-courses-embed]')?.getAttribute('height'));
  await d.waitFor(
    () =>
      Number(document.querySelector('iframe[data-courses-embed]')?.getAttribute('height')) !== 645,
    null,
    'the frame to take its content’s height',
  );
  // The content may grow again as the lesson's last parts arrive: the frame follows each change.
  const gap = async () =>
    Math.abs(
      (await d.evaluate(frameHeight, null)) -
        (await frame.evaluate(() => Math.ceil(document.body.scrollHeight), null)),
    );
  const deadline = Date.now() + 10_000;
  let last = await gap();
  while (last >= 3 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await gap();
  }
  expect(last).toBeLessThan(3);

  expect(await d.pageErrors()).toEqual([]);
}

export async function embedLogIn(d: Driver, { students, schoolPage }: JourneyContext) {
  await d.goto(schoolPage(EMBED_PATH));
  let frame = new Driver(await d.page.frame(FRAME));
  await frame.locate({ css: '[data-widget-state="mounted"]' });
  expect(await frame.poll(accountLine, null, VISITOR)).toBe(VISITOR);
  const popup = new Driver(
    await frame.page.popup(() => frame.click({ role: 'button', name: 'Log in' })),
  );
  await popup.waitForText('Choose a demo user to log in to the lesson embedded on another site.');
  await popup.click({ role: 'button', name: students.embed });
  await popup.page.waitForClose(20_000);

  // The frame reloads as the student, who answers and checks: saved under their account.
  const signedIn = `Signed in as ${students.embed}`;
  expect(await frame.poll(accountLine, null, signedIn)).toBe(signedIn);
  await frame.locate({ css: '[data-widget-state="mounted"]' });
  await frame.click({ role: 'button', name: 'Next', within: '#embed-root' });
  await frame.locate({ role: 'button', name: /^Step 1 of 2/, within: '#embed-root' });
  await frame.click({
    role: 'radio',
    name: /The ocean releases stored heat/,
    within: '#embed-root',
  });
  await frame.click({ role: 'button', name: 'Check', within: '#embed-root' });
  await frame.waitForText(/Correct/, '#embed-root');

  // The school's page again: the frame still has the student, and the answer.
  await d.reload();
  frame = new Driver(await d.page.frame(FRAME));
  expect(await frame.poll(accountLine, null, signedIn)).toBe(signedIn);
  await frame.click({ role: 'button', name: 'Next', within: '#embed-root' });
  const chosen = await frame.locate({
    role: 'radio',
    name: /The ocean releases stored heat/,
    within: '#embed-root',
  });
  expect(
    await frame.poll((css) => document.querySelector<HTMLInputElement>(css)?.checked, chosen, true),
  ).toBe(true);
  expect(await d.pageErrors()).toEqual([]);
}
