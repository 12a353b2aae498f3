/**
 * Builds for production, then measures in headless Chromium against the budgets in
 * scripts/budgets.ts and says which are exceeded (exit code 1 if any):
 *
 *   npm run bench                 build, then every measurement
 *   npm run bench -- --no-build   measure the build already in dist/
 *   npm run bench -- --quick      page weights only (no timings, no markup ratio)
 *   npm run bench -- --timings    the lesson player's timings only (Next, warm navigation)
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
 * - the markup renderer against plain marked + DOMPurify showing the same lesson, in Chromium
 *   (scripts/markupBench.mts);
 * - the data tool's render and click-to-paint times, no throttling (scripts/dataToolBench.ts).
 */
import { execSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { WIDGETS } from '../widgets/registry';
import { launchBrowser, login, newPage, startDemo, waitForSlots } from '../tests/browser/harness';
import { FIRST_LESSON, stepIds } from '../tests/browser/climateCourse';
import { measurePage } from '../tests/browser/pageWeight';
import { BUDGETS, CPU_THROTTLING } from './budgets';
import { runMarkupBench, type MarkupBench } from './markupBench.mjs';
import { measureDataTool, type TimedRow } from './dataToolBench';
import { median } from './median';

const args = new Set(process.argv.slice(2));
// Next takes a handful of frames, so one run lands a frame early or late: more runs, a steadier median.
const NEXT_RUNS = 15;
const NAVIGATION_RUNS = 7;
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

/** A fresh browser context (empty cache) logged in as `username`, or a visitor's. */
async function freshPage(browser: Browser, baseUrl: string, username?: string): Promise<Page> {
  if (!username) return newPage(await browser.newContext());
  const setup = await browser.newContext();
  const page = await setup.newPage();
  await login(page, baseUrl, username);
  const storageState = await setup.storageState();
  await setup.close();
  return newPage(await browser.newContext({ storageState }));
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

/**
 * Runs in the page: clicks Next and resolves with the ms until step 2 (its dropdown label and
 * its text field) is on screen and one more frame has passed, so it was painted. Source text,
 * not a function, because the script runner's name helpers do not exist in the page.
 */
const TIME_NEXT_STEP = `new Promise((resolve, reject) => {
  const app = document.querySelector('#lesson-player-root');
  const buttons = () => Array.from(app.querySelectorAll('button'));
  const next = buttons().find((button) => button.textContent.trim() === 'Next');
  if (!next) return reject(new Error('no Next button'));
  const started = performance.now();
  const shown = () =>
    buttons().some((button) => /^Step 2 of \\d+/.test(button.textContent)) &&
    app.querySelector('input[type="text"], textarea') !== null;
  const poll = () => {
    if (shown()) requestAnimationFrame(() => resolve(performance.now() - started));
    else if (performance.now() - started > 10000) reject(new Error('step 2 never showed'));
    else requestAnimationFrame(poll);
  };
  next.click();
  requestAnimationFrame(poll);
})`;

/**
 * Click on Next to the next step on screen (its question shown, two frames later so it is
 * painted), timed in the page with the CPU throttled; a fresh load of step 1 before each run.
 */
async function nextStepTimes(browser: Browser, baseUrl: string, steps: number[]) {
  const page = await freshPage(browser, baseUrl, 'premium_student');
  const cdp = await page.context().newCDPSession(page);
  const times: number[] = [];
  for (let run = 0; run < NEXT_RUNS + 1; run++) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${baseUrl}${FIRST_LESSON}/${steps[0]}/`);
    await waitForSlots(page);
    await page.getByRole('button', { name: /^Step 1 of \d+/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const ms = await page.evaluate<number>(TIME_NEXT_STEP);
    if (run > 0) times.push(ms); // the first run warms up
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.context().close();
  return timedRow('Next to next step', times, BUDGETS.nextStepMs);
}

/**
 * Runs in the page as soon as the navigation has committed: resolves with the ms from the
 * document's time origin (navigation start) until the step's text field is on screen and
 * enabled, plus one frame.
 */
const TIME_INTERACTIVE_STEP = `new Promise((resolve, reject) => {
  const usable = () => {
    const field = document.querySelector(
      '#lesson-player-root [data-testid="lesson-player.step"] input[type="text"]:not(:disabled)',
    );
    return field !== null && field.getClientRects().length > 0;
  };
  const poll = () => {
    if (usable()) requestAnimationFrame(() => resolve(performance.now()));
    else if (performance.now() > 30000) reject(new Error('the step never became usable'));
    else requestAnimationFrame(poll);
  };
  poll();
})`;

/** Warm navigation to step 2 (a text question), see the header; a first visit warms the cache. */
async function warmNavigationTimes(browser: Browser, baseUrl: string, steps: number[]) {
  const page = await freshPage(browser, baseUrl, 'premium_student');
  const cdp = await page.context().newCDPSession(page);
  const url = `${baseUrl}${FIRST_LESSON}/${steps[1]}/`;
  const times: number[] = [];
  for (let run = 0; run < NAVIGATION_RUNS + 1; run++) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: run === 0 ? 1 : CPU_THROTTLING });
    await page.goto(url, { waitUntil: 'commit' });
    const ms = await page.evaluate<number>(TIME_INTERACTIVE_STEP);
    if (run > 0) times.push(ms); // the first visit fills the cache
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForLoadState('networkidle');
  }
  await page.context().close();
  return timedRow('warm navigation to an interactive step', times, BUDGETS.warmNavigationMs);
}

function timedRow(label: string, times: number[], budget: number): TimedRow {
  return {
    label,
    median: median(times),
    min: Math.min(...times),
    max: Math.max(...times),
    budget,
  };
}

function printTimings(title: string, rows: TimedRow[]): void {
  printTable(
    [title, 'median ms', 'min ms', 'max ms', 'budget ms', 'verdict'],
    rows.map((row) => [
      row.label,
      row.median.toFixed(0),
      row.min.toFixed(0),
      row.max.toFixed(0),
      String(row.budget),
      verdict(row.label, row.median, row.budget),
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
  const [demo, browser] = await Promise.all([startDemo(), launchBrowser()]);
  try {
    const lookup = await freshPage(browser, demo.url, 'premium_student');
    await lookup.goto(`${demo.url}/`);
    const steps = await stepIds(lookup, 'what-is-an-average-temperature');
    await lookup.context().close();
    const stepPath = `${FIRST_LESSON}/${steps[0]}/`;
    if (!args.has('--timings')) {
      console.log(`\nPage weight before first interaction (course app step: ${stepPath})`);
      await pageWeights(browser, demo.url, stepPath);
    }
    if (args.has('--timings')) {
      console.log('');
      printTimings('timing (4x CPU throttling)', [
        await nextStepTimes(browser, demo.url, steps),
        await warmNavigationTimes(browser, demo.url, steps),
      ]);
    } else if (!args.has('--quick')) {
      console.log('');
      printTimings('timing (4x CPU throttling)', [
        await nextStepTimes(browser, demo.url, steps),
        await warmNavigationTimes(browser, demo.url, steps),
      ]);
      console.log('');
      const dataTool = await measureDataTool(browser, demo.url);
      printTimings('data tool (no throttling)', [...dataTool.plots, ...dataTool.clicks]);
      if (dataTool.errors.length > 0) console.log('Data tool page errors:', dataTool.errors);
      console.log('');
      await markupRatio(browser);
    }
  } finally {
    await browser.close();
    await demo.stop();
  }
  console.log(
    over.length === 0 ? '\nEvery budget is met.' : `\nBudgets exceeded:\n- ${over.join('\n- ')}`,
  );
  if (over.length > 0) process.exitCode = 1;
}

await main();
