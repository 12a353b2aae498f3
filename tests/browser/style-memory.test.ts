/**
 * Styles remembered between page loads (src/theme/styleMemory.ts): a page opened again takes
 * its CSS from the previous load instead of making it, and looks exactly as it did.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';
import { FIRST_LESSON, stepIds } from './climateCourse';

const session = startDemoSession();

/** Opens `path`, waits until its widgets have drawn and it has saved its styles. */
async function openSettled(page: Page, path: string): Promise<Buffer> {
  await page.goto(`${session.demo.url}${path}`);
  await waitForSlots(page);
  await page.waitForLoadState('networkidle');
  // The styles are saved once the page has settled (half a second, then an idle moment).
  await page.waitForFunction(() => localStorage.getItem('courses.styles') !== null);
  // Formulas are typeset once the step can be answered: both shots show them typeset.
  await page.waitForFunction(
    () => document.querySelector('.markup-math:not(.markup-math-typeset)') === null,
  );
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

const restoredNames = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector('style[data-emotion^="css "]')
        ?.getAttribute('data-emotion')
        ?.split(' ').length ?? 0,
  );

test.each([
  ['a course step with questions and a formula', 'step'],
  ['the page with every widget', '/demo/all/'],
])('%s opened again looks exactly as it did, its styles remembered', async (_name, where) => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  await login(page, session.demo.url, 'premium_student');
  const steps = await stepIds(page, 'what-is-an-average-temperature');
  const path = where === 'step' ? `${FIRST_LESSON}/${steps[1]}/` : where;
  const first = await openSettled(page, path);
  expect(await restoredNames(page)).toBe(0);
  const again = await openSettled(page, path);
  expect(await restoredNames(page)).toBeGreaterThan(20);
  expect(again.equals(first)).toBe(true);
  expect(page.errors).toEqual([]);
  await context.close();
});
