/**
 * Moving through the demo as a keyboard-only user: what has focus (named as a screen reader
 * reads it), Tab until a control, and the checks after an in-app move.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * The focused element: its tag and its name as a screen reader would read it (aria-labelledby,
 * a label, aria-label, placeholder, then its text); the page itself has none.
 */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', text: '', menu: false };
    const byIds = (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim();
    const field =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element
        : null;
    const label =
      byIds ||
      field?.labels?.[0]?.textContent ||
      element.getAttribute('aria-label') ||
      field?.placeholder ||
      element.textContent ||
      '';
    return {
      tag: element.tagName.toLowerCase(),
      text: label.trim(),
      menu: element.getAttribute('aria-haspopup') === 'menu',
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's text matches; how many presses. */
export async function tabTo(
  page: Page,
  text: RegExp,
  { back = false, menu = false, limit = 60 } = {},
) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (text.test(now.text) && (!menu || now.menu)) return presses;
  }
  throw new Error(`${String(text)} was not reached in ${limit} presses`);
}

/** Tabs to a control and presses Enter on it. */
export async function activate(page: Page, text: RegExp, options: { back?: boolean } = {}) {
  await tabTo(page, text, options);
  await page.keyboard.press('Enter');
}

/** After an in-app move: focus is on the new view's heading and the title names the page. */
export async function expectView(page: Page, heading: RegExp, title: RegExp) {
  await expect
    .poll(
      async () => {
        const now = await focused(page);
        return `${now.tag}: ${now.text}`;
      },
      { timeout: 10_000 },
    )
    .toMatch(
      new RegExp(
        `^h1: ${heading.source.startsWith('^') ? heading.source.slice(1) : `.*${heading.source}`}`,
      ),
    );
  await expect.poll(() => page.title()).toMatch(title);
}
