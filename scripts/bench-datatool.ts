/**
 * The data tool's render and click-to-paint times on their own (see scripts/dataToolBench.ts;
 * `npm run bench` prints them too), in headless Chromium on the built widgets (run
 * `npm run build` first):
 *
 *   npm run bench:datatool
 */
import { launchBrowser, startDemo } from '../tests/browser/harness';
import { BUDGETS } from './budgets';
import { measureDataTool, type TimedRow } from './dataToolBench';

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => cell.padStart(widths[c] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

const cells = (row: TimedRow) => [
  row.label,
  row.median.toFixed(0),
  row.min.toFixed(0),
  row.max.toFixed(0),
  row.median <= row.budget ? 'within' : 'OVER',
];

async function main() {
  const [demo, browser] = await Promise.all([startDemo(), launchBrowser()]);
  try {
    const { plots, clicks, errors } = await measureDataTool(browser, demo.url, (message) =>
      console.error(message),
    );
    const budget = (ms: number) => `${ms} ms budget`;
    printTable(
      ['plot', 'median ms', 'min ms', 'max ms', budget(BUDGETS.dataToolPlotMs)],
      plots.map(cells),
    );
    console.log('');
    printTable(
      ['after plotting', 'median ms', 'min ms', 'max ms', budget(BUDGETS.dataToolClickMs)],
      clicks.map(cells),
    );
    if (errors.length > 0) console.log('\nPage errors:', errors);
  } finally {
    await browser.close();
    await demo.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
