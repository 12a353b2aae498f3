/**
 * The reading bar as a reader meets it: mounted by a page script above the server-rendered
 * reading on /demo/keywords/, against the dev API server (preferences and espeak-ng speech).
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

/** Opens the reading; the page mounts the bar above it. */
async function openReading(page: Page): Promise<void> {
  await page.goto(`${session.demo.url}/demo/keywords/`);
  const states = await waitForSlots(page);
  expect(states['reading-bar-root']).toBe('mounted');
}

/** The size a reader sees: the computed font size times the zoom applied to the reading. */
const shownFontSize = (page: Page) =>
  page.evaluate(() => {
    const paragraph = document.querySelector<HTMLElement>('#reading p');
    if (!paragraph) throw new Error('no paragraph in the reading');
    const zoom = (paragraph as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom ?? 1;
    return parseFloat(getComputedStyle(paragraph).fontSize) * zoom;
  });

const currentBlock = (page: Page) =>
  page.evaluate(
    () => document.querySelector('.reading-bar-current-block')?.textContent?.trim() ?? null,
  );

test('a reader enlarges the text, keeps that size, and has the reading read aloud', async () => {
  const page = await newPage(session.browser);
  await login(page, session.demo.url, 'teacher');
  await openReading(page);
  const toggle = page.getByRole('button', { name: 'Reading support' });
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  await toggle.click();
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');

  // Text size, by keyboard: from Standard one arrow press to Large.
  const sizes = page.getByRole('radiogroup', { name: 'Text size' });
  await expect(sizes.getByRole('radio', { name: 'Standard' }).isChecked()).resolves.toBe(true);
  const standard = await shownFontSize(page);
  await sizes.getByRole('radio', { name: 'Standard' }).focus();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/preferences/') && r.request().method() === 'PATCH',
  );
  await page.keyboard.press('ArrowRight');
  await expect(sizes.getByRole('radio', { name: 'Large', exact: true }).isChecked()).resolves.toBe(
    true,
  );
  expect((await saved).status()).toBe(200);
  const large = await shownFontSize(page);
  expect(large).toBeGreaterThan(standard * 1.2);

  // Extra large by mouse; a reload keeps the size and the open bar.
  await sizes.getByText('Extra large').click();
  const extraLarge = await shownFontSize(page);
  expect(extraLarge).toBeGreaterThan(large);
  await page.reload();
  await openReading(page);
  await expect(
    page.getByRole('button', { name: 'Reading support' }).getAttribute('aria-expanded'),
  ).resolves.toBe('true');
  await expect(page.getByRole('radio', { name: 'Extra large' }).isChecked()).resolves.toBe(true);
  expect(await shownFontSize(page)).toBeCloseTo(extraLarge, 1);
  expect(await axeViolations(page)).toEqual([]);

  // Read aloud: the first block is highlighted and its WAV fetched from the speech service.
  const audio = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/speech/audio/');
  const status = page.getByRole('status');
  await expect(status.textContent()).resolves.toBe('Stopped');
  await page.getByRole('button', { name: 'Play' }).click();
  const audioResponse = await audio;
  expect(new URL(audioResponse.url()).searchParams.get('text')).toBe(
    'Why are some cities colder than others?',
  );
  expect(audioResponse.status()).toBe(200);
  expect(audioResponse.headers()['content-type']).toMatch(/^audio\/wav/);
  await page.waitForFunction(() => document.querySelector('.reading-bar-current-block'));
  expect(await currentBlock(page)).toBe('Why are some cities colder than others?');
  await expect(status.textContent()).resolves.toBe('Reading aloud');
  // The audio really plays: the word highlight follows it, one of the heading's words.
  const word = await page.waitForFunction(() => {
    const highlight = CSS.highlights.get('reading-bar-word');
    const range = highlight ? [...highlight][0] : undefined;
    return range instanceof Range ? range.toString() : false;
  });
  expect('Why are some cities colder than others?'.split(/\W+/)).toContain(await word.jsonValue());

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(status.textContent()).resolves.toBe('Paused');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(status.textContent()).resolves.toBe('Reading aloud');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(status.textContent()).resolves.toBe('Stopped');
  expect(await currentBlock(page)).toBeNull();
  expect(page.errors).toEqual([]);
  await page.close();
});

test('the saved size follows the user to a new tab; staff see the control without its label', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'teacher');
  await openReading(page);
  await page.getByRole('button', { name: 'Reading support' }).click();
  // The first test saved Extra large to this teacher's preferences; this tab has no session copy.
  await expect(page.getByRole('radio', { name: 'Extra large' }).isChecked()).resolves.toBe(true);
  await expect(page.getByText('Text size', { exact: true }).count()).resolves.toBe(1);
  await context.close();

  const staffContext = await session.browser.newContext();
  const staff = await newPage(staffContext);
  await login(staff, session.demo.url, 'staff_teacher');
  await openReading(staff);
  await staff.getByRole('button', { name: 'Reading support' }).click();
  await staff.getByRole('radiogroup', { name: 'Text size' }).waitFor();
  await expect(staff.getByText('Text size', { exact: true }).count()).resolves.toBe(0);
  expect(await axeViolations(staff)).toEqual([]);
  await staffContext.close();
});
