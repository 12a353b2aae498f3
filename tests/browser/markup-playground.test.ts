/**
 * Hostile content typed into the markup playground, in Chromium: nothing it contains may run,
 * unknown tags must show as the text that was typed, and the page must go on working.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

/** Each entry tries to run script by setting window.__pwned, or to escape the content. */
const HOSTILE = [
  `<script>window.__pwned = 'script'</script>`,
  `<img src=x onerror="window.__pwned = 'img onerror'">`,
  `<svg onload="window.__pwned = 'svg onload'"><circle r="1"/></svg>`,
  `<iframe srcdoc="<script>parent.__pwned = 'srcdoc'</script>"></iframe>`,
  `<style>body { display: none !important }</style>`,
  `<a href="javascript:window.__pwned = 'html link'">an html link</a>`,
  `<details open ontoggle="window.__pwned = 'ontoggle'">details</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned = 'mxss'">`,
  `[a javascript link](javascript:window.__pwned='markdown link')`,
  `[an encoded link](javascript&#58;window.__pwned='encoded link')`,
  `[a data link](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZD0nZGF0YSc8L3NjcmlwdD4=)`,
  `![a data image](data:image/svg+xml,%3Csvg%20onload%3D%22parent.__pwned%3D1%22%3E)`,
  `::image{src="javascript:window.__pwned='image'" alt="script image"}`,
  `::video{kind=iframe src="javascript:window.__pwned='frame'"}`,
  `::video{kind=simulation src="data:text/html,<script>parent.__pwned='data frame'</script>"}`,
  `::video{kind=youtube id="x\\"><script>window.__pwned='id'</script>"}`,
  `:color[styled]{c="red; background: url(javascript:window.__pwned='css')"}`,
  `:keyword[a keyword]{id="1\\" onfocus=\\"window.__pwned='keyword'"}`,
  `Formula $\\href{javascript:window.__pwned='tex'}{click me}$ and a safe one $x^2 + y^2$`,
  [
    `::::::alert{title="<img src=x onerror=window.__pwned='title'>"}`,
    `:::::accordion{title="</button><script>window.__pwned='accordion'</script>" open}`,
    `::::question{#"><img/src/onerror=window.__pwned='id'> type=radio answer=1}`,
    `<img src=x onerror="window.__pwned='prompt'">`,
    '',
    `- <script>window.__pwned='option'</script>`,
    `- :color[:keyword[:color[<b onclick="window.__pwned='nested'">deep</b>]{c=red}]{id=1}]{c=blue}`,
    '',
    ':::solution',
    `<iframe src="javascript:window.__pwned='solution'"></iframe>`,
    ':::',
    '::::',
    ':::::',
    '::::::',
  ].join('\n'),
];

/** Everything in the preview that could run script or load another document. */
function dangerousParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const preview = document.querySelector('[role="region"][aria-label="Preview"]');
    const found: string[] = [];
    for (const element of Array.from(preview?.querySelectorAll('*') ?? [])) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'style', 'object', 'embed', 'base', 'meta', 'link', 'form'].includes(tag)) {
        found.push(`<${tag}>`);
      }
      if (
        tag === 'svg' &&
        !element.hasAttribute('data-icon') &&
        !element.closest('mjx-container')
      ) {
        found.push('<svg> from content');
      }
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction') {
          found.push(`${tag}[${name}]`);
        }
        if (
          ['href', 'src', 'action', 'xlink:href'].includes(name) &&
          /^\s*(javascript|vbscript|data):/i.test(value)
        ) {
          found.push(`${tag}[${name}="${value}"]`);
        }
      }
    }
    return found;
  });
}

describe('markup playground under hostile input', () => {
  test('runs nothing, shows unknown tags as text and keeps working', async () => {
    const page = await newPage(session.browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${session.demo.url}/playground/markup/`);
    const states = await waitForSlots(page);
    expect(states['markup-playground-root']).toBe('mounted');
    // The sample (every construct) is accessible before anything hostile is typed.
    await page
      .getByRole('region', { name: 'Preview' })
      .getByRole('heading', { name: 'Reading temperature data' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const source = page.getByRole('textbox', { name: 'Markup source' });
    const preview = page.getByRole('region', { name: 'Preview' });
    await source.fill(HOSTILE.slice(1).join('\n\n'));
    // The first entry is typed key by key, as an author would.
    await source.press('Control+Home');
    await source.pressSequentially(`${HOSTILE[0]}\n\n`);

    await preview.getByText(`<script>window.__pwned = 'script'</script>`).waitFor();
    await preview.getByText(`<img src=x onerror="window.__pwned = 'img onerror'">`).waitFor();
    await preview
      .getByText(`<svg onload="window.__pwned = 'svg onload'">`, { exact: false })
      .waitFor();
    await preview.getByText('<style>body { display: none !important }</style>').waitFor();

    // Operate everything the preview offers: buttons (accordions, solutions, keywords, zoom).
    const buttons = preview.getByRole('button');
    for (let index = 0; index < (await buttons.count()); index++) {
      await buttons.nth(index).click();
      await page.keyboard.press('Escape');
    }
    // A typeset formula proves MathJax loaded and ran, so the \href one had its chance too.
    await preview.locator('mjx-container').first().waitFor({ timeout: 30_000 });
    await preview.getByText(`\\href{javascript:window.__pwned='tex'}{click me}`).waitFor();
    await page.waitForTimeout(500);

    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await dangerousParts(page)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    expect(await preview.locator('iframe').count()).toBe(0);
    expect(await preview.locator('a[href]').count()).toBe(0);
    expect(page.errors).toEqual([]);

    const diagnostics = page.getByRole('region', { name: 'Diagnostics' });
    await diagnostics.getByText('HTML is shown as text', { exact: false }).first().waitFor();
    await diagnostics
      .getByText('was removed: links may go to web pages', { exact: false })
      .first()
      .waitFor();

    // The playground still works after all that.
    await source.fill('# Still here\n\n:::alert{type=success}\nSafe.\n:::');
    await preview.getByRole('heading', { name: 'Still here' }).waitFor();
    await page.close();
  });

  test('gives up on a pathological source with a message instead of freezing', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${session.demo.url}/playground/markup/`);
    await waitForSlots(page);
    const source = page.getByRole('textbox', { name: 'Markup source' });
    await source.fill(`${'>'.repeat(20_000)} deep\n\n${'*_'.repeat(30_000)}`);
    await page
      .getByRole('region', { name: 'Preview' })
      .getByText('This content could not be displayed: it is nested more than 32 levels deep.')
      .waitFor({ timeout: 10_000 });
    await source.fill('Back to *normal*.');
    await page.getByRole('region', { name: 'Preview' }).getByText('normal').waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
