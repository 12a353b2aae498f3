/**
 * Journeys on the widgets a page mounts beside its own content: every widget on the
 * all-widgets page, a keyword's definition, the reading bar's text size, the data tool's axes
 * and feedback sent. Written once on the engine-neutral driver; each engine runs them all.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { DB_FILE } from '../../../host-demo/server/db/openDatabase';
import { WIDGETS } from '../../../widgets/registry';
import type { Driver } from '../driver';
import { expectNoPageErrors, logIn, open, type JourneyContext } from './common';

export async function everyWidgetMounts(d: Driver, { url }: JourneyContext) {
  const states = await open(d, `${url}/demo/all/`);
  for (const widget of WIDGETS) expect(states[`${widget}-root`], widget).toBe('mounted');
  expect(states['queued-feedback']).toBe('mounted');
  await d.locate({ css: '[data-testid="lesson-player.frame"]' });
  // One h1, the page's own: the lesson player's view heading fits under it.
  await d.locate({ role: 'heading', css: 'h2', within: '#lesson-player-root' });
  expect(
    await d.evaluate(() => Array.from(document.querySelectorAll('h1'), (h) => h.textContent), null),
  ).toEqual(['All widgets']);
  expect(
    await d.evaluate(
      () =>
        document.querySelectorAll(
          '[data-testid="widget.crashed"], [data-testid="widget.invalid-props"]',
        ).length,
      null,
    ),
  ).toBe(0);
  await expectNoPageErrors(d);
}

export async function keywordPopover(d: Driver, { url }: JourneyContext) {
  await open(d, `${url}/demo/keywords/`);
  await d.click({ role: 'button', name: 'latitude' });
  const dialog = { role: 'dialog', name: 'latitude' } as const;
  await d.locate(dialog);
  await d.waitForText(/how far north or south of the equator/, '[role="dialog"]');
  await d.press('Escape');
  await d.waitForGone(dialog);
  // Focus is back on the keyword that opened it.
  expect(await d.focused()).toMatchObject({ name: 'latitude' });
  await expectNoPageErrors(d);
}

/**
 * The height of the reading's first line of text as shown, if it is over `min` (else 0). The bar
 * zooms the reading. Chromium and Firefox report the boxes inside a zoomed element in the page's
 * pixels; WebKit reports them in the zoomed element's own pixels, so there a line reads as tall
 * as before although it is shown 1.5 times taller. The line's reported height is therefore
 * scaled by the reading's height as shown, measured in the unzoomed page around it (from the
 * reading bar's slot above to the keyword popover's slot below), over its reported height.
 */
const shownLineHeightOver = (min: number) => {
  const reading = document.getElementById('reading');
  const text = reading?.querySelector('p')?.firstChild;
  const above = document.getElementById('reading-bar-root');
  const below = document.getElementById('keyword-popover-root');
  if (!reading || !text || !above || !below) return 0;
  const range = document.createRange();
  range.selectNodeContents(text);
  const line = range.getClientRects()[0]?.height ?? 0;
  const reported = reading.getBoundingClientRect().height;
  if (!reported) return 0;
  const shown = below.getBoundingClientRect().top - above.getBoundingClientRect().bottom;
  const height = (line * shown) / reported;
  return height > min ? height : 0;
};

export async function readingBarEnlargesText(d: Driver, { url, students }: JourneyContext) {
  await logIn(d, url, students.reader);
  await open(d, `${url}/demo/keywords/`);
  const standard = await d.evaluate(shownLineHeightOver, 0);
  expect(standard).toBeGreaterThan(0);
  await d.click({ role: 'button', name: 'Reading support' });
  await d.click({ css: 'label', name: 'Extra large' });
  // Extra large zooms the reading by 1.5.
  const grown = (d: Driver) => d.waitFor(shownLineHeightOver, standard * 1.4, 'the text to grow');
  await grown(d);
  // Kept: the size is the reader's preference, back after a reload.
  await d.reload();
  await d.waitForSlots();
  await grown(d);
  await expectNoPageErrors(d);
}

export const graphTitle = () =>
  document.querySelector('#data-tool-root svg[role="img"] title')?.textContent ?? '';
const announcement = () =>
  document.querySelector('[data-testid="data-tool.announcement"]')?.textContent ?? '';

export async function dataToolAxes(d: Driver, { url }: JourneyContext) {
  await open(d, `${url}/demo/widget/data-tool/`);
  await d.locate({ css: '#data-tool-root table' });
  // Drag: the annual average onto the y axis (the drop zones appear once the drag starts).
  await d.drag('[data-testid="data-tool.attribute.annual_c"]', '[data-testid="data-tool.drop-y"]');
  expect(
    await d.poll(graphTitle, null, 'Dot plot of Annual average against Latitude, 20 points.'),
  ).toBe('Dot plot of Annual average against Latitude, 20 points.');
  expect(await d.poll(announcement, null, 'Annual average (°C) is on the Y axis.')).toBe(
    'Annual average (°C) is on the Y axis.',
  );
  // Keyboard: Enter on a chip opens its menu of axes; the second item is the Y axis.
  await d.focus('[data-testid="data-tool.attribute.jul_c"]');
  await d.press('Enter');
  await d.locate({ role: 'menuitem', name: 'X axis' });
  await d.press('ArrowDown');
  await d.press('Enter');
  const july = 'Dot plot of July average against Latitude, 20 points.';
  expect(await d.poll(graphTitle, null, july)).toBe(july);
  // Drawn: one dot per city.
  const dots = () =>
    Array.from(document.querySelectorAll('#data-tool-root svg [data-mark="point"]')).reduce(
      (sum, mark) => sum + Number(mark.getAttribute('data-count') ?? 1),
      0,
    );
  expect(await d.poll(dots, null, 20)).toBe(20);
  await expectNoPageErrors(d);
}

const SENT = 'Feedback is submitted successfully.';
const COMMENT = 'The second graph has no axis labels.';

/** The feedback payloads the demo server has stored, oldest first. */
function storedFeedback(dataDir: string): Record<string, unknown>[] {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
  try {
    const rows = db.prepare('SELECT payload FROM feedback ORDER BY id').all() as {
      payload: string;
    }[];
    return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>);
  } finally {
    db.close();
  }
}

export async function feedbackIsSent(d: Driver, { url, dataDir }: JourneyContext) {
  await logIn(d, url, 'teacher');
  await open(d, `${url}/demo/all/`);
  const feedback = { role: 'button', name: 'Feedback', within: '#feedback-dialog-root' } as const;
  await d.click(feedback);
  await d.locate({ role: 'dialog', name: 'Feedback' });
  // Focus starts on the comment.
  await d.waitFor(
    () => document.activeElement?.tagName === 'TEXTAREA',
    null,
    'focus on the comment',
  );
  await d.page.typeText(COMMENT);
  await d.click({ css: '[role="dialog"] label', name: '4 Stars' });
  await d.click({ role: 'button', name: 'Send', within: '[role="dialog"]' });
  await d.waitForText(SENT);
  await d.waitForGone({ role: 'dialog', name: 'Feedback' });
  // Stored at the server, as sent, with this engine's own browser named.
  const userAgent = await d.evaluate(() => navigator.userAgent, null);
  expect(storedFeedback(dataDir).at(-1)).toMatchObject({
    message: `${COMMENT}\n\nRating: 4 of 5`,
    username: 'teacher',
    browser_info: userAgent,
  });
  expect(await d.focused()).toMatchObject({ name: 'Feedback' });
  await expectNoPageErrors(d);
}
