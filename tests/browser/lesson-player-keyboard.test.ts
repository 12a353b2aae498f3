/**
 * A course by keyboard alone, as a screen-reader user meets it: focus lands on each new view's
 * heading and the window title names it, a check is announced and keeps focus on its button,
 * one main and one h1 per page, and focus rings that a host's outline reset cannot hide.
 */
import { expect, test } from 'vitest';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { focused, tabTo } from './keyboard';
import { startDemoSession } from './session';

const session = startDemoSession();

test('a keyboard-only student moves through a lesson with focus and titles following', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/courses/climate-data/`);
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('heading', { level: 1, name: 'Reading Temperature Data' }).waitFor();
  await expect.poll(() => page.title()).toMatch(/^Reading Temperature Data – Exploring Climate/);
  // One main landmark and one h1 on the page.
  await expect(page.locator('main, [role="main"]').count()).resolves.toBe(1);
  await expect(page.locator('h1').count()).resolves.toBe(1);

  await tabTo(page, /^Not now$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Enroll$/);
  await page.keyboard.press('Enter');
  await app.getByRole('button', { name: 'Exit Course' }).waitFor();
  await tabTo(page, /^Next$/);
  await page.keyboard.press('Enter');
  // The lesson intro: its heading has focus, the title names it.
  await expect.poll(async () => (await focused(page)).text).toBe('What Is an Average Temperature?');
  await expect.poll(() => page.title()).toMatch(/^What Is an Average Temperature\? – /);

  await tabTo(page, /^Next$/);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).text).toMatch(/, Step 1 of 3$/);
  await expect.poll(() => page.title()).toMatch(/^Step 1 of 3 – What Is an Average Temperature\?/);

  // Answer the radio question by keyboard and check it.
  await tabTo(page, /^It is raining in Madrid/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  const check = await tabTo(page, /^Check$/);
  expect(check).toBeLessThanOrEqual(6);
  await page.keyboard.press('Enter');
  const live = app.getByTestId('step.announcement');
  await expect.poll(() => live.textContent()).toMatch(/^Checked: 1 of 1 answer is correct\.$/);
  // Focus stayed on the same button, which now moves on.
  await expect.poll(async () => (await focused(page)).text).toBe('Next');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).text).toMatch(/, Step 2 of 3$/);

  // A wrong answer is named in the announcement.
  await tabTo(page, /^Type a number$|annual average temperature of Singapore/);
  await page.keyboard.type('30');
  for (const city of ['Oslo', 'Moscow']) {
    await tabTo(page, new RegExp(`^${city}$`));
    await page.keyboard.press('Space');
  }
  await tabTo(page, /^Check$/);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => live.textContent())
    .toMatch(/^Checked: 0 of 2 answers are correct\. Wrong: .*Singapore.*; .*below 0 °C/);
  expect(await axeViolations(page, '#lesson-player-root')).toEqual([]);
  await context.close();
});

test('focus rings stay visible under a host that resets outlines', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  await page.goto(`${session.demo.url}/courses/climate-data/reading-temperature-data/`);
  await waitForSlots(page);
  await page.addStyleTag({ content: '*:focus, *:focus-visible { outline: none !important; }' });
  const app = page.locator('#lesson-player-root');
  await app.getByRole('heading', { level: 1 }).waitFor();
  const rings: string[] = [];
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      if (!element.closest('#lesson-player-root')) return null;
      // A radio's or checkbox's ring is drawn on the MUI wrapper around the native input.
      const target = element.matches('input') ? (element.parentElement ?? element) : element;
      const style = getComputedStyle(target);
      return `${element.tagName} ${element.textContent?.trim().slice(0, 20)}: ${style.outlineStyle} ${style.outlineWidth}`;
    });
    if (ring) rings.push(ring);
  }
  expect(rings.length).toBeGreaterThan(4);
  for (const ring of rings) expect(ring).toMatch(/: solid 3px$/);
  await context.close();
});
