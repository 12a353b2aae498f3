/**
 * The embed dialog as an embedder meets it on the all-widgets page: opened with the keyboard,
 * frame code copied to the real clipboard, a short link from the demo server, and the Preview
 * page in a new window with the frame applied.
 */
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

async function clipboardContext(): Promise<BrowserContext> {
  const context = await session.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: session.demo.url,
  });
  return context;
}

/** Tabs to the Embed button, as a keyboard user would, and opens it with Enter. */
async function openWithKeyboard(page: Page): Promise<void> {
  const embed = page.getByRole('button', { name: 'Embed', exact: true });
  await embed.waitFor();
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if (await embed.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(embed.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('Enter');
}

test('keyboard: open, copy the frame code, copy the short link, axe clean, focus returns', async () => {
  const context = await clipboardContext();
  const page = await newPage(context);
  // Short links are made for logged-in users only (a visitor's Share opens the login form).
  await login(page, session.demo.url, 'teacher');
  await page.goto(`${session.demo.url}/demo/all/`);
  const states = await waitForSlots(page);
  expect(states['embed-dialog-root']).toBe('mounted');

  await openWithKeyboard(page);
  const dialog = page.getByRole('dialog', { name: 'Embed “All widgets demo page”' });
  await dialog.waitFor();
  const copyCode = dialog.getByRole('button', { name: 'Copy frame code' });
  await expect(copyCode.evaluate((element) => element === document.activeElement)).resolves.toBe(
    true,
  );

  // The frame, marked for embed.js, and embed.js from this site, which sizes it to its content.
  const expectedCode = `<iframe src="${session.demo.url}/demo/all/" title="All widgets demo page" width="100%" height="645" style="border: 0;" allowfullscreen data-courses-embed></iframe>\n<script src="${session.demo.url}/static/apps/courses/embed.js" async></script>`;
  await expect(dialog.getByLabel('Frame code').inputValue()).resolves.toBe(expectedCode);
  await page.keyboard.press('Enter');
  await page.getByText('iFrame copied successfully').waitFor();
  // The toast sits above the open dialog and its backdrop, not dimmed behind them.
  const layers = await page.evaluate(() => {
    const toast = document.querySelector('.notistack-SnackbarContainer');
    const dialog = document.querySelector('.MuiDialog-root');
    return [toast, dialog].map((el) => Number(el ? getComputedStyle(el).zIndex : NaN));
  });
  expect(layers[0]).toBeGreaterThan(layers[1] ?? Infinity);
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expectedCode);

  // The short link comes from the demo server and leads back to this page.
  const link = dialog.getByLabel('Link');
  await page.waitForFunction(
    (element) => (element as HTMLInputElement).value.includes('/s/'),
    await link.elementHandle(),
  );
  const shortLink = await link.inputValue();
  expect(shortLink).toMatch(new RegExp(`^${session.demo.url}/s/\\w+$`));
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('URL copied successfully').waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(shortLink);
  const redirect = await fetch(shortLink, { redirect: 'manual' });
  // The stored link is the path only, so it can never lead to another site.
  expect(redirect.headers.get('location')).toBe('/demo/all/');

  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(
    page
      .getByRole('button', { name: 'Embed', exact: true })
      .evaluate((element) => element === document.activeElement),
  ).resolves.toBe(true);
  expect(page.errors).toEqual([]);
  await context.close();
});

test('Preview opens the preview page in a new window with the frame applied', async () => {
  const context = await clipboardContext();
  const page = await newPage(context);
  await page.goto(`${session.demo.url}/demo/all/`);
  await waitForSlots(page);
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: 'Preview (opens in a new window)' }).click(),
  ]);
  await preview.waitForLoadState();
  const url = new URL(preview.url());
  expect(url.pathname).toBe('/embed/preview/');
  expect(url.searchParams.get('url')).toBe(`${session.demo.url}/demo/all/`);
  // noopener: the preview cannot reach back into the page that opened it.
  await expect(preview.evaluate(() => window.opener)).resolves.toBeNull();

  await preview.getByRole('heading', { name: 'Embed preview' }).waitFor();
  const frame = preview.locator('iframe[title="Embedded content"]');
  await expect(frame.getAttribute('src')).resolves.toBe(`${session.demo.url}/demo/all/`);
  await expect(frame.getAttribute('height')).resolves.toBe('645');
  // The framed page really loads inside it.
  await preview
    .frameLocator('iframe[title="Embedded content"]')
    .getByRole('heading', { name: 'All widgets' })
    .waitFor();
  await expect(preview.locator('#embed-preview-code').textContent()).resolves.toBe(
    `<iframe src="${session.demo.url}/demo/all/" title="Embedded content" width="100%" height="645" style="border: 0;" allowfullscreen></iframe>`,
  );
  expect(await axeViolations(preview)).toEqual([]);
  await context.close();
});

test('the preview page frames only pages of this site', async () => {
  const page = await newPage(session.browser);
  for (const target of ['javascript:alert(1)', 'https://example.org/', '//example.org/x']) {
    await page.goto(`${session.demo.url}/embed/preview/?url=${encodeURIComponent(target)}`);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'This address cannot be previewed: only pages of this site can be shown here.',
    );
    await expect(page.locator('iframe').count()).resolves.toBe(0);
  }
  // A path on this site is fine.
  await page.goto(`${session.demo.url}/embed/preview/?url=${encodeURIComponent('/demo/all/')}`);
  await expect(page.locator('iframe').getAttribute('src')).resolves.toBe(
    `${session.demo.url}/demo/all/`,
  );
  await page.goto(`${session.demo.url}/embed/preview/`);
  await expect(page.getByRole('alert').textContent()).resolves.toContain('nothing to preview');
  expect(page.errors).toEqual([]);
  await page.close();
});
