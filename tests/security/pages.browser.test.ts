/**
 * Points 6 and 7 in Chromium: every demo page works under its Content-Security-Policy, and
 * markup planted in content the product shows never runs.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DB_FILE } from '../../host-demo/server/db/openDatabase';
import { HOST_PAGES } from '../../host-demo/pages/index';
import { login, newPage, waitForSlots } from '../browser/harness';
import { startDemoSession } from '../browser/session';

const session = startDemoSession();

/** Records CSP violations (the DOM event and the console's report of it) on a page. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (line: string) => void }).__reportCsp(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/** Pages whose slots fail on purpose (the failure-handling demo). */
const FAILING_ON_PURPOSE = new Set(['/demo/faults/']);
const EXTRA_PAGES = [
  '/demo/login/',
  '/demo/widget/data-tool/',
  '/demo/lesson/',
  '/embed/preview/?url=/demo/all/',
];

describe('every demo page under its CSP', () => {
  test('the home page lists the pages; each loads without a CSP violation and mounts', async () => {
    const page = await newPage(session.browser);
    const violations = await watchCsp(page);
    await login(page, session.demo.url, 'premium_teacher');
    await page.goto(`${session.demo.url}/`);
    const listed = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')).map(
        (link) => new URL(link.href).pathname + new URL(link.href).search,
      ),
    );
    const expected = HOST_PAGES.filter((p) => p.listed !== false).map((p) => p.path);
    for (const pagePath of expected) expect(listed, pagePath).toContain(pagePath);
    for (const pagePath of [...new Set([...listed, ...EXTRA_PAGES])]) {
      await page.goto(`${session.demo.url}${pagePath}`);
      const slots = await page.locator('[data-widget][id]').count();
      if (slots > 0) {
        const states = await waitForSlots(page, 60_000);
        if (!FAILING_ON_PURPOSE.has(pagePath)) {
          for (const [id, state] of Object.entries(states))
            expect(state, `${pagePath} #${id}`).toBe('mounted');
        }
      }
      // Give late work (fonts, MathJax, frames) a moment to report.
      await page.waitForTimeout(300);
      expect(violations, pagePath).toEqual([]);
    }
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

const PAYLOAD = '<img src=x onerror="window.__xss=1;alert(1)">';

describe('no script from content runs', () => {
  test('markup in a dataset name and a feedback subject is shown as text', async () => {
    const db = new Database(path.join(session.demo.dataDir, DB_FILE));
    try {
      db.prepare('UPDATE datasets SET dataset_name = ?, dataset_desc = ? WHERE id = 1').run(
        `Cities ${PAYLOAD}`,
        `About ${PAYLOAD}<script>window.__xss=2</script>`,
      );
    } finally {
      db.close();
    }
    const page = await newPage(session.browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await login(page, session.demo.url, 'premium_teacher');
    await page.goto(`${session.demo.url}/demo/all/`);
    await waitForSlots(page, 60_000);
    // Remotes now mount in parallel, before the page store knows the user: the feedback widget
    // listens for open requests once it knows a teacher is there (its Feedback button shows).
    await page.locator('#feedback-dialog-root').getByRole('button', { name: 'Feedback' }).waitFor();
    await page.evaluate((title) => {
      window.dispatchEvent(
        new CustomEvent('courses:open-feedback', { detail: { title, content: title } }),
      );
    }, PAYLOAD);
    await page.getByRole('dialog', { name: 'Feedback' }).waitFor();
    // The planted markup reached the page, as text.
    await page.getByText(`About: ${PAYLOAD}`).waitFor();
    await page.getByText(`Cities ${PAYLOAD}`).first().waitFor();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    await page.close();
  });

  test('a plot title with markup is saved and shown as text', async () => {
    const page = await newPage(session.browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await login(page, session.demo.url, 'teacher');
    await page.goto(`${session.demo.url}/demo/widget/data-tool/`);
    await waitForSlots(page, 60_000);
    const slot = page.locator('#data-tool-root');
    await slot.getByRole('button', { name: 'Save Plot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Plot' });
    await dialog.getByRole('textbox', { name: /Plot Title/ }).fill(`Plot ${PAYLOAD}`);
    await dialog.getByRole('button', { name: 'Save as New' }).click();
    await page.getByText('Plot saved successfully.').waitFor();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    await page.close();
  });
});
