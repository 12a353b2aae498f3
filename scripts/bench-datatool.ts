/**
 * How long the data tool takes to plot 1,000, 10,000 and 100,000 cases as a scatter plot, a
 * histogram and a box plot, in headless Chromium on the built widgets (run `npm run build`
 * first), against the 300 ms budget:
 *
 *   npm run bench:datatool
 *
 * Each time runs from the mount call (props checked, table and graph rendered) to two
 * animation frames after the graph names every case; the median of 7 runs after 2 warm-ups.
 * Then, with 100,000 cases on a scatter plot, how long the page takes to paint after a click
 * (selecting a case in the table, opening an attribute's axis menu), against 100 ms.
 */
import { launchBrowser, newPage, startDemo, waitForSlots } from '../tests/browser/harness';
import { clickToPaint, plotCases, type PlotRun } from '../tests/browser/dataToolLoad';

const SIZES = [1_000, 10_000, 100_000];
const GRAPHS: { type: PlotRun['graphType']; label: string }[] = [
  { type: 'dot', label: 'scatter' },
  { type: 'histogram', label: 'histogram' },
  { type: 'box', label: 'box plot' },
];
const WARM_UP_RUNS = 2;
const TIMED_RUNS = 7;
const BUDGET_MS = 300;
const CLICK_BUDGET_MS = 100;
const CLICK_RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => cell.padStart(widths[c] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

/** Click-to-paint times on a scatter plot of 100,000 cases that stays mounted. */
async function clickRows(page: Awaited<ReturnType<typeof newPage>>): Promise<string[][]> {
  await plotCases(page, 100_000, 'dot', true);
  const slot = '[id^="bench-100000-dot"]';
  const clicks = [
    { label: 'click a case in the table', selector: `${slot} tbody tr[aria-rowindex="3"]` },
    {
      label: 'click an attribute (axis menu)',
      selector: `${slot} [data-testid="data-tool.attribute.y"]`,
      after: () => page.keyboard.press('Escape'),
    },
  ];
  const rows: string[][] = [];
  for (const click of clicks) {
    const times: number[] = [];
    for (let i = 0; i < CLICK_RUNS + 1; i++) {
      const ms = await clickToPaint(page, click.selector);
      if (i > 0) times.push(ms); // the first click warms up
      await click.after?.();
    }
    const ms = median(times);
    rows.push([
      click.label,
      ms.toFixed(0),
      Math.min(...times).toFixed(0),
      Math.max(...times).toFixed(0),
      ms <= CLICK_BUDGET_MS ? 'within' : 'OVER',
    ]);
  }
  return rows;
}

async function main() {
  const [demo, browser] = await Promise.all([startDemo(), launchBrowser()]);
  try {
    const page = await newPage(browser);
    await page.goto(`${demo.url}/demo/widget/data-tool/`);
    await waitForSlots(page);
    const rows: string[][] = [];
    for (const cases of SIZES) {
      for (const graph of GRAPHS) {
        for (let i = 0; i < WARM_UP_RUNS; i++) await plotCases(page, cases, graph.type);
        const times: number[] = [];
        for (let i = 0; i < TIMED_RUNS; i++)
          times.push((await plotCases(page, cases, graph.type)).ms);
        const ms = median(times);
        rows.push([
          cases.toLocaleString('en'),
          graph.label,
          ms.toFixed(0),
          Math.min(...times).toFixed(0),
          Math.max(...times).toFixed(0),
          ms <= BUDGET_MS ? 'within' : 'OVER',
        ]);
        console.error(`measured ${cases} ${graph.label}`);
      }
    }
    printTable(['cases', 'graph', 'median ms', 'min ms', 'max ms', `${BUDGET_MS} ms budget`], rows);
    console.log('');
    printTable(
      [
        'after plotting 100,000 cases',
        'median ms',
        'min ms',
        'max ms',
        `${CLICK_BUDGET_MS} ms budget`,
      ],
      await clickRows(page),
    );
    if (page.errors.length > 0) console.log('\nPage errors:', page.errors);
  } finally {
    await browser.close();
    await demo.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
