/**
 * Builds for production, then measures in headless Chromium against the budgets in
 * scripts/budgets.ts and says which are exceeded (exit code 1 if any):
 *
 *   npm run bench                 build, then every measurement
 *   npm run bench -- --no-build   measure the build already in dist/
 *   npm run bench -- --quick      page weights only (no timings, no markup ratio)
 *   npm run bench -- --timings    the lesson player's timings only (Next, warm navigation)
 *   npm run bench -- --layout-shift   layout shift while widgets mount only
 *   npm run bench -- --reference  the timings and their references' medians (REFERENCE_MS in budgets.ts)
 *
 * - per page (each widget alone, all widgets, a course app step page): the JavaScript loaded
 *   before the first interaction (every slot mounted, network quiet), gzip -9, the number of
 *   scripts and the react-dom copies rendering on the page;
 * - Next to next step in the lesson player, median at 4x CPU throttling: from the click on Next
 *   until step 2's 'Step 2 of N' button and text field are on screen, plus one frame (painted);
 * - warm navigation to an interactive step, median at 4x CPU throttling: a logged-in learner
 *   opens step 2 of the first lesson (a text question they can still answer) with the page's
 *   scripts, styles and API responses as the HTTP cache keeps them from an earlier visit in the
 *   same browser (what is revalidated is asked again); timed from navigation start (the
 *   document's time origin) until the question's text field is on screen and enabled (the
 *   step's saved answers loaded, so typing is kept), plus one frame;
 * - the same navigation on a first visit, with an empty cache and a throttled network
 *   (scripts/coldNavigation.ts);
 * - the markup renderer against plain marked + DOMPurify showing the same lesson, in Chromium
 *   (scripts/markupBench.mts);
 * - the data tool's render and click-to-paint times, no throttling (scripts/dataToolBench.ts).
 */
import { execSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { WIDGETS } from '../widgets/registry';
import { launchBrowser, startDemo } from '../tests/browser/harness';
import { COURSE, FIRST_LESSON, stepIds } from '../tests/browser/climateCourse';
import { freshPage } from './freshPage';
import { nextStepTimes, warmNavigationTimes } from './lessonPlayerTimings';
import { coldNavigationTimes } from './coldNavigation';
import { startReferencePage } from './referencePage';
import { measurePage } from '../tests/browser/pageWeight';
import { BUDGETS, CPU_THROTTLING, REFERENCE_MS, type ReferenceKind } from './budgets';
import { median } from './median';
import { runMarkupBench, type MarkupBench } from './markupBench.mjs';
import { measureDataTool } from './dataToolBench';
import { measureLayoutShifts } from './layoutShiftBench';
import { summarise, TIMED_HEADER, timedCells, type TimedRow } from './timedRow';

const args = new Set(process.argv.slice(2));
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const over: string[] = [];

function verdict(label: string, value: number, budget: number | undefined): string {
  if (budget === undefined) return '';
  if (value <= budget) return 'within';
  over.push(label);
  return 'OVER';
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function pageWeights(browser: Browser, baseUrl: string, stepPath: string): Promise<void> {
  const pages: [label: string, path: string, user?: string][] = [
    ...WIDGETS.map((w): [string, string] => [`${w} alone`, `/demo/widget/${w}/`]),
    ['all widgets', '/demo/all/'],
    ['course app step', stepPath, 'premium_student'],
  ];
  const rows: string[][] = [];
  for (const [label, path, user] of pages) {
    const page = await freshPage(browser, baseUrl, user);
    const weight = await measurePage(page, baseUrl + path);
    const budget = BUDGETS.pageKB[label];
    rows.push([
      label,
      kB(weight.bytes),
      budget === undefined ? '' : String(budget),
      String(weight.scripts),
      String(weight.reactDoms),
      verdict(`${label}: JavaScript`, weight.bytes / 1000, budget),
      verdict(`${label}: react-dom copies`, weight.reactDoms, BUDGETS.reactDomCopies),
    ]);
    await page.context().close();
  }
  printTable(
    [
      'page',
      'JS kB (gzip)',
      'budget kB',
      'scripts',
      'react-dom',
      'JS verdict',
      'react-dom verdict',
    ],
    rows,
  );
}

function printTimings(title: string, rows: TimedRow[]): void {
  printTable(
    [title, ...TIMED_HEADER],
    rows.map((row) => {
      const summary = summarise(row);
      if (!summary.within) over.push(row.label);
      return [row.label, ...timedCells(row, summary)];
    }),
  );
}

function describeReferences(): string {
  const { nextStep, warmNavigation, coldNavigation, dataTool } = REFERENCE_MS;
  return `in-page ${nextStep} ms at ${CPU_THROTTLING}x, reference page ${warmNavigation} ms warm and ${coldNavigation} ms on a first visit, in-page ${dataTool} ms unthrottled`;
}

/** `--reference`: each kind's median over the rows that stand beside it, for budgets.ts. */
function printReferences(rows: TimedRow[]): void {
  const byKind = new Map<ReferenceKind, number[]>();
  for (const row of rows) {
    byKind.set(row.budget.reference, [
      ...(byKind.get(row.budget.reference) ?? []),
      ...row.references,
    ]);
  }
  const measured = [...byKind].map(
    ([kind, references]) => `${kind}: ${median(references).toFixed(1)}`,
  );
  console.log(
    `\nREFERENCE_MS on this machine: { ${measured.join(', ')} } (budgets.ts states ${JSON.stringify(REFERENCE_MS)}).`,
  );
}

async function layoutShifts(
  browser: Browser,
  baseUrl: string,
  stepPath: string,
  dataToolStepPath: string,
): Promise<void> {
  const rows = await measureLayoutShifts(browser, baseUrl, stepPath, dataToolStepPath);
  printTable(
    ['layout shift while mounting', 'CLS', 'budget', 'verdict', 'largest shift moved'],
    rows.map((row) => [
      row.label,
      row.cls.toFixed(3),
      String(BUDGETS.layoutShift),
      verdict(`${row.label}: layout shift`, row.cls, BUDGETS.layoutShift),
      row.shifts[0] ? [...new Set(row.shifts[0].sources)].join(' ') : '',
    ]),
  );
}

/** The markup renderer against plain marked + DOMPurify, in a page of `browser`. */
async function markupRatio(browser: Browser): Promise<void> {
  let result: MarkupBench;
  try {
    result = await runMarkupBench(browser);
  } catch (error) {
    // The renderer gives up on content that takes over 2 s: that is a result, not a crash.
    const reason = /Error: (.*)/.exec(String(error))?.[1] ?? 'bench:markup failed';
    console.log(`markup (200 KB lesson): ${reason}`);
    verdict('markup ratio (the renderer gave up)', Infinity, BUDGETS.markupRatio);
    return;
  }
  const ratio = result.withReact / result.plainRender;
  printTable(
    ['markup (200 KB lesson, Chromium)', 'ms', 'x baseline', 'budget', 'verdict'],
    [
      ['marked + DOMPurify, to a string', result.plainParse.toFixed(1), '', '', ''],
      ['marked + DOMPurify, shown (baseline)', result.plainRender.toFixed(1), '1.00', '', ''],
      [
        'parseMarkup + React render',
        result.withReact.toFixed(1),
        ratio.toFixed(2),
        `${BUDGETS.markupRatio}x`,
        verdict('markup ratio', ratio, BUDGETS.markupRatio),
      ],
    ],
  );
}

async function main(): Promise<void> {
  if (!args.has('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  const [demo, browser, reference] = await Promise.all([
    startDemo(),
    launchBrowser(),
    startReferencePage(),
  ]);
  try {
    const lookup = await freshPage(browser, demo.url, 'premium_student');
    await lookup.goto(`${demo.url}/`);
    const steps = await stepIds(lookup, 'what-is-an-average-temperature');
    // The assessment's first step: the data tool in the left pane, stacked over the questions.
    const [dataToolStep] = await stepIds(lookup, 'climate-check');
    const dataToolStepPath = `${COURSE}/comparing-cities/climate-check/${dataToolStep}/`;
    await lookup.context().close();
    const stepPath = `${FIRST_LESSON}/${steps[0]}/`;
    const only = ['--quick', '--timings', '--layout-shift', '--reference'].find((flag) =>
      args.has(flag),
    );
    const part = (flag: string) => only === undefined || only === flag;
    if (part('--quick')) {
      console.log(`\nPage weight before first interaction (course app step: ${stepPath})`);
      await pageWeights(browser, demo.url, stepPath);
    }
    if (part('--layout-shift')) {
      console.log('');
      await layoutShifts(browser, demo.url, stepPath, dataToolStepPath);
    }
    const timed: TimedRow[] = [];
    if (part('--timings') || part('--reference')) {
      console.log(
        `\nTimings are judged as multiples of a reference timed beside each try in the same tab: Next beside the in-page workload, a navigation beside a navigation to the reference page (on the machine that set the budgets: ${describeReferences()}).`,
      );
      const rows = [
        await nextStepTimes(browser, demo.url, steps),
        await warmNavigationTimes(browser, demo.url, steps, reference.url),
        await coldNavigationTimes(browser, demo.url, steps, reference.url),
      ];
      printTimings(`timing (${CPU_THROTTLING}x CPU throttling)`, rows);
      timed.push(...rows);
    }
    if (only === undefined || only === '--reference') {
      console.log('');
      const dataTool = await measureDataTool(browser, demo.url, undefined, {
        plots: only === undefined,
      });
      printTimings('data tool (no throttling)', [...dataTool.plots, ...dataTool.clicks]);
      if (dataTool.errors.length > 0) console.log('Data tool page errors:', dataTool.errors);
      timed.push(...dataTool.clicks);
    }
    if (only === '--reference') printReferences(timed);
    if (only === undefined) {
      console.log('');
      await markupRatio(browser);
    }
  } finally {
    await browser.close();
    await Promise.all([demo.stop(), reference.stop()]);
  }
  if (args.has('--reference')) return;
  console.log(
    over.length === 0 ? '\nEvery budget is met.' : `\nBudgets exceeded:\n- ${over.join('\n- ')}`,
  );
  if (over.length > 0) process.exitCode = 1;
}

await main();
