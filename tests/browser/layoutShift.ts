/**
 * Cumulative layout shift while a page's widgets mount and load their data, with no input:
 * a layout-shift observer registered before the page's own scripts sums every shift, and names
 * the elements that moved so a failure says what jumped. Shared by `npm run bench` and the
 * browser journeys.
 */
import type { Page } from 'playwright-core';
import { waitForSlots } from './harness';

export interface LayoutShift {
  /** Sum of every layout shift's value since navigation start. */
  cls: number;
  /** The shifts, largest first: value and the elements that moved (tag#id.class). */
  shifts: { value: number; sources: string[] }[];
}

/** Source text, not a function: the script runner's name helpers do not exist in the page. */
const OBSERVE = `(() => {
  const record = { cls: 0, shifts: [] };
  window.__layoutShift = record;
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const id = node.id ? '#' + node.id : '';
    const cls = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
    return node.tagName.toLowerCase() + id + cls;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      record.cls += entry.value;
      record.shifts.push({ value: entry.value, sources: (entry.sources || []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/**
 * Opens `url` in `page` (a page not used for another measurement yet), waits for every slot to
 * leave its loading state, the network to be quiet and `settleMs` more, and returns the layout
 * shift recorded meanwhile.
 */
export async function measureLayoutShift(
  page: Page,
  url: string,
  settleMs = 1000,
): Promise<LayoutShift> {
  await page.addInitScript(OBSERVE);
  await page.goto(url);
  // A page without widgets (the datasets list) has nothing to wait for.
  if ((await page.locator('[data-widget][id]').count()) > 0) await waitForSlots(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(settleMs);
  const record = (await page.evaluate('window.__layoutShift')) as LayoutShift;
  record.shifts.sort((a, b) => b.value - a.value);
  return record;
}
