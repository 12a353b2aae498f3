/**
 * Mounting the data tool on a generated table of any size, in the page (through the page
 * loader), and waiting until the graph is painted. Shared by the browser tests and
 * scripts/bench-datatool.ts.
 */
import type { Page } from 'playwright-core';

export interface PlotRun {
  cases: number;
  graphType: 'dot' | 'histogram' | 'box';
  /** Milliseconds from the mount call until two animation frames after the graph was drawn. */
  ms: number;
  /** The graph's accessible name once drawn. */
  summary: string;
}

/**
 * Mounts a fresh data tool in a new slot with `cases` rows (x, y numeric, a category) plotted
 * as `graphType`, waits until its graph names the plot, then unmounts it unless `keep`.
 */
export function plotCases(
  page: Page,
  cases: number,
  graphType: PlotRun['graphType'],
  keep = false,
): Promise<PlotRun> {
  // Sent as source text: tsx and vitest compile this file with esbuild's keepNames, whose
  // __name helper does not exist in the page.
  const args = JSON.stringify({ cases, graphType, keep });
  return page.evaluate(`(async ({ cases, graphType, keep }) => {${IN_PAGE}})(${args})`);
}

/**
 * The page side of plotCases, plain JavaScript (String.raw: no backticks inside, and a
 * backslash reaches the page as written).
 */
const IN_PAGE = String.raw`
  // A fixed pseudo-random sequence: every run plots the same data.
  let seed = 42;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const rows = Array.from({ length: cases }, (_, i) => ({
    id: i + 1,
    x: Math.round(random() * 10000) / 100,
    y: Math.round((random() + random()) * 5000) / 100,
    group: random() < 0.5 ? 'A' : 'B',
  }));
  const dataset = {
    name: 'Generated cases (' + cases + ')',
    columns: [
      { id: 'id', name: 'Case', type: 'numeric', unit: null },
      { id: 'x', name: 'X', type: 'numeric', unit: null },
      { id: 'y', name: 'Y', type: 'numeric', unit: null },
      { id: 'group', name: 'Group', type: 'categorical', unit: null },
    ],
    rows,
  };
  const plotState = { graphType, xAttribute: 'x', yAttribute: graphType === 'dot' ? 'y' : null };
  const slot = document.createElement('div');
  slot.id = 'bench-' + cases + '-' + graphType + '-' + Date.now();
  document.body.append(slot);
  const loader = window.CoursesWidgets;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // Drawn: the summary counts every case ("... 100000 points.", "... 100000 values").
  const drawn = new RegExp('\\b' + cases + ' (points|values)\\b');
  const started = performance.now();
  loader('mount', slot, 'data-tool', { dataset, plotState });
  let title = '';
  for (;;) {
    title = slot.querySelector('svg[role="img"] title')?.textContent ?? '';
    if (drawn.test(title)) break;
    if (slot.dataset.widgetState === 'error') throw new Error('the data tool failed to mount');
    if (performance.now() - started > 60000) throw new Error('no graph: ' + title);
    await frame();
  }
  await frame();
  await frame();
  const ms = performance.now() - started;
  if (!keep) {
    loader('unmount', slot);
    slot.remove();
  }
  return { cases, graphType, ms, summary: title };
`;

/**
 * Milliseconds from a real click on `selector` to the next frame painted after it: the click's own timestamp, then an
 * animation frame and a task, which run once the browser has painted what the click changed.
 * With `shown`, the first frame painted with an element matching it in the page (a dialog
 * opened by the click).
 */
export function clickToPaint(page: Page, selector: string, shown?: string): Promise<number> {
  return interactionToPaint(page, 'click', 'click', () => page.locator(selector).click(), shown);
}

/**
 * Milliseconds from the first event of an interaction (`from`: a pointer going down, a choice
 * in a select) to the next frame painted after its last (`to`: the click, the change): an
 * animation frame and a task after it; `act` performs the interaction. With `shown`, frames
 * are waited for until an element matching it is in the page when one is painted.
 */
export async function interactionToPaint(
  page: Page,
  from: 'pointerdown' | 'input' | 'click',
  to: 'click' | 'change',
  act: () => Promise<void>,
  shown?: string,
): Promise<number> {
  const events = JSON.stringify({ from, to, shown: shown ?? null });
  await page.evaluate(`(({ from, to, shown }) => {
    window.__interactionPainted = new Promise((resolve) => {
      const painted = (started) =>
        requestAnimationFrame(() => {
          if (shown && !document.querySelector(shown)) return painted(started);
          setTimeout(() => resolve(performance.now() - started), 0);
        });
      document.addEventListener(from, (start) => {
        // A listener added while an event is dispatched does not hear that event.
        if (from === to) return painted(start.timeStamp);
        document.addEventListener(to, () => painted(start.timeStamp), { capture: true, once: true });
      }, { capture: true, once: true });
    });
  })(${events})`);
  await act();
  return page.evaluate('window.__interactionPainted') as Promise<number>;
}
