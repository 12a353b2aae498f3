/**
 * The data tool's render times (used by `npm run bench` and `npm run bench:datatool`): how long
 * it takes to plot 1,000, 10,000 and 100,000 cases as a scatter plot, a histogram and a box
 * plot, in headless Chromium on the built widgets, against BUDGETS.dataToolPlotMs.
 *
 * Each time runs from the mount call (props checked, table and graph rendered) to two
 * animation frames after the graph names every case; the median of 7 runs after 2 warm-ups.
 * Then, with 100,000 cases on a scatter plot, how long the page takes to paint after each
 * interaction (selecting a case in the table, opening an attribute's axis menu, opening Save
 * Plot, selecting cases in the graph, picking an axis in the menu, changing the graph type),
 * over 20 tries, against BUDGETS.dataToolClick (median and worst). A menu or dialog opened is
 * closed with Escape and gone (its exit transition over) before the next try. Each try stands
 * beside the reference workload timed just before it in the same page
 * (scripts/referenceWorkload.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { newPage, waitForSlots } from '../tests/browser/harness';
import {
  clickToPaint,
  interactionToPaint,
  plotCases,
  type PlotRun,
} from '../tests/browser/dataToolLoad';
import { BUDGETS } from './budgets';
import { timeReference } from './referenceWorkload';
import type { TimedRow } from './timedRow';

const SIZES = [1_000, 10_000, 100_000];
const GRAPHS: { type: PlotRun['graphType']; label: string }[] = [
  { type: 'dot', label: 'scatter' },
  { type: 'histogram', label: 'histogram' },
  { type: 'box', label: 'box plot' },
];
const WARM_UP_RUNS = 2;
const TIMED_RUNS = 7;
const CLICK_RUNS = 20;

/** One interaction of the reader, timed to the paint after it; `i` counts the tries. */
interface Interaction {
  label: string;
  time: (i: number) => Promise<number>;
}

/** Interaction-to-paint times on a scatter plot of 100,000 cases that stays mounted. */
async function clickRows(page: Page, progress: (message: string) => void): Promise<TimedRow[]> {
  await plotCases(page, 100_000, 'dot', true);
  const slot = '[id^="bench-100000-dot"]';
  /** Closes what a click opened with Escape, and waits until it has left the page. */
  const escapeFrom = (role: 'menu' | 'dialog') => async () => {
    const opened = page.getByRole(role);
    await opened.waitFor();
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'detached' });
  };
  const clicks: { label: string; selector: string; shown?: string; after?: () => Promise<void> }[] =
    [
      { label: 'click a case in the table', selector: `${slot} tbody tr[aria-rowindex="3"]` },
      {
        label: 'click an attribute (axis menu)',
        selector: `${slot} [data-testid="data-tool.attribute.y"]`,
        shown: '[role="menu"]',
        after: escapeFrom('menu'),
      },
      {
        // The first, untimed try loads the dialog's code: its paint waits for the dialog.
        label: 'open Save Plot',
        selector: `${slot} button:has-text("Save Plot")`,
        shown: '[role="dialog"]',
        after: escapeFrom('dialog'),
      },
    ];
  const rows: TimedRow[] = [];
  const graph = page.locator(`${slot} [data-testid="data-tool.graph"]`);
  const box = await graph.boundingBox();
  if (!box) throw new Error('the graph is not on screen');
  // The interactions that change the plot alternate between two states, so each is a change.
  const interactions: Interaction[] = [
    {
      label: 'select cases in the graph',
      time: (i) =>
        interactionToPaint(page, 'pointerdown', 'click', () =>
          graph.click({ position: { x: box.width * (0.4 + (i % 2) * 0.2), y: box.height / 2 } }),
        ),
    },
    {
      label: 'pick an attribute (axis menu, X axis)',
      time: async (i) => {
        await page
          .locator(`${slot} [data-testid="data-tool.attribute.${i % 2 ? 'x' : 'y'}"]`)
          .click();
        const item = page.getByRole('menuitem', { name: 'X axis' });
        await item.waitFor();
        return interactionToPaint(page, 'click', 'click', () => item.click());
      },
    },
    {
      label: 'change the graph type',
      time: (i) =>
        interactionToPaint(page, 'input', 'change', async () => {
          await page
            .locator(slot)
            .getByRole('combobox', { name: 'Graph type' })
            .selectOption(i % 2 ? 'dot' : 'histogram');
        }),
    },
  ];
  interactions.unshift(
    ...clicks.map((click): Interaction => ({
      label: click.label,
      time: async () => {
        const ms = await clickToPaint(page, click.selector, click.shown);
        await click.after?.();
        return ms;
      },
    })),
  );
  for (const interaction of interactions) {
    const times: number[] = [];
    const references: number[] = [];
    for (let i = 0; i < CLICK_RUNS + 1; i++) {
      const reference = await timeReference(page);
      const ms = await interaction.time(i);
      if (i > 0) {
        times.push(ms); // the first try warms up
        references.push(reference);
      }
    }
    progress(`measured ${interaction.label}`);
    rows.push({
      label: `data tool, 100,000 cases: ${interaction.label}`,
      times,
      references,
      budget: BUDGETS.dataToolClick,
    });
  }
  return rows;
}

/** Every data-tool figure, measured on the demo at `baseUrl` (no CPU throttling). */
export async function measureDataTool(
  browser: Browser,
  baseUrl: string,
  progress: (message: string) => void = () => {},
  { plots: withPlots = true } = {},
): Promise<{ plots: TimedRow[]; clicks: TimedRow[]; errors: string[] }> {
  const context = await browser.newContext();
  const page = await newPage(context);
  try {
    await page.goto(`${baseUrl}/demo/widget/data-tool/`);
    await waitForSlots(page);
    const plots: TimedRow[] = [];
    for (const cases of withPlots ? SIZES : []) {
      for (const graph of GRAPHS) {
        for (let i = 0; i < WARM_UP_RUNS; i++) await plotCases(page, cases, graph.type);
        const times: number[] = [];
        const references: number[] = [];
        for (let i = 0; i < TIMED_RUNS; i++) {
          references.push(await timeReference(page));
          times.push((await plotCases(page, cases, graph.type)).ms);
        }
        const label = `data tool: ${cases.toLocaleString('en')} cases, ${graph.label}`;
        const budget = graph.type === 'dot' ? BUDGETS.dataToolPlot : BUDGETS.dataToolSummaryPlot;
        plots.push({ label, times, references, budget });
        progress(`measured ${cases} ${graph.label}`);
      }
    }
    const clicks = await clickRows(page, progress);
    return { plots, clicks, errors: page.errors };
  } finally {
    await context.close();
  }
}
