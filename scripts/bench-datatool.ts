/**
 * The data tool's render and click-to-paint times on their own (see scripts/dataToolBench.ts;
 * `npm run bench` prints them too), in headless Chromium on the built widgets (run
 * `npm run build` first):
 *
 *   npm run bench:datatool
 *   npm run bench:datatool -- --interactions   the interactions after plotting only
 */
import { launchBrowser, startDemo } from '../tests/browser/harness';
import { measureDataTool } from './dataToolBench';
import { summarise, TIMED_HEADER, timedCells, type TimedRow } from './timedRow';

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => cell.padStart(widths[c] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

const cells = (row: TimedRow) => [row.label, ...timedCells(row, summarise(row))];

async function main() {
  const [demo, browser] = await Promise.all([startDemo(), launchBrowser()]);
  try {
    const interactionsOnly = process.argv.includes('--interactions');
    const { plots, clicks, errors } = await measureDataTool(
      browser,
      demo.url,
      (message) => console.error(message),
      { plots: !interactionsOnly },
    );
    if (!interactionsOnly) {
      printTable(['plot', ...TIMED_HEADER], plots.map(cells));
      console.log('');
    }
    printTable(['after plotting', ...TIMED_HEADER], clicks.map(cells));
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
