/**
 * The lesson player's timings for `npm run bench`, at 4x CPU throttling, each try with a
 * reference timed just before it in the same tab: Next beside the in-page workload
 * (scripts/referenceWorkload.ts), the warm navigation beside a warm navigation to the reference
 * page (scripts/referencePage.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { waitForSlots } from '../tests/browser/harness';
import { FIRST_LESSON } from '../tests/browser/climateCourse';
import { BUDGETS, CPU_THROTTLING } from './budgets';
import { freshPage } from './freshPage';
import { referenceMedian } from './referenceWorkload';
import { timeReferenceNavigation } from './referencePage';
import type { TimedRow } from './timedRow';

// Next takes a handful of frames, so one run lands a frame early or late: more runs, a steadier
// median. With 21 Next and 15 warm tries, two runs of one build differed by up to 10 % (Next)
// and 14 % (warm: x2.41 against x2.11); the median's spread shrinks with the root of the tries.
const NEXT_RUNS = 31;
const NAVIGATION_RUNS = 25;
/**
 * The reader's pause on step 1 before Next. A reader reads the step first, and the page's work
 * ahead of the reader is done by then: MathJax started, the next step parsed, its formulas
 * typeset and its answers fetched (they begin about a second after the page has loaded). Clicked
 * without it, Next sometimes met that work half done and sometimes not at all: one try shared
 * its frames with MathJax's start, the next showed the formulas as TeX to be typeset later.
 */
const READING_MS = 3000;
/** Timings of the reference workload whose median stands beside each timed try. */
const REFERENCE_ROUNDS = 3;

/** A premium student's fresh page, its CPU throttled on demand, and the times taken in it. */
interface TimedPage {
  page: Page;
  /** Sets the page's CPU throttling rate (1 for none). */
  throttle(rate: number): Promise<void>;
  times: number[];
  /** The reference workload's ms timed beside each try, in the same order. */
  references: number[];
}

async function timedPage(browser: Browser, baseUrl: string): Promise<TimedPage> {
  const page = await freshPage(browser, baseUrl, 'premium_student');
  const cdp = await page.context().newCDPSession(page);
  return {
    page,
    throttle: async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    },
    times: [],
    references: [],
  };
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
 * painted), timed in the page with the CPU throttled; a fresh load of step 1 and a reader's
 * pause on it (READING_MS) before each run.
 */
export async function nextStepTimes(
  browser: Browser,
  baseUrl: string,
  steps: number[],
): Promise<TimedRow> {
  const { page, throttle, times, references } = await timedPage(browser, baseUrl);
  for (let run = 0; run < NEXT_RUNS + 1; run++) {
    await throttle(1);
    await page.goto(`${baseUrl}${FIRST_LESSON}/${steps[0]}/`);
    await waitForSlots(page);
    await page.getByRole('button', { name: /^Step 1 of \d+/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(READING_MS);
    await throttle(CPU_THROTTLING);
    const reference = await referenceMedian(page, REFERENCE_ROUNDS);
    const ms = await page.evaluate<number>(TIME_NEXT_STEP);
    if (run === 0) continue; // the first run warms up
    times.push(ms);
    references.push(reference);
  }
  await throttle(1);
  await page.context().close();
  return { label: 'Next to next step', times, references, budget: BUDGETS.nextStep };
}

/**
 * Runs in the page as soon as the navigation has committed: resolves with the ms from the
 * document's time origin (navigation start) until the step's text field is on screen and
 * enabled, plus one frame.
 */
export const TIME_INTERACTIVE_STEP = `new Promise((resolve, reject) => {
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

/**
 * Warm navigation to step 2 (a text question), see the header, each beside a warm navigation to
 * the reference page at `referenceUrl`; a first visit to both warms the cache.
 */
export async function warmNavigationTimes(
  browser: Browser,
  baseUrl: string,
  steps: number[],
  referenceUrl: string,
): Promise<TimedRow> {
  const { page, throttle, times, references } = await timedPage(browser, baseUrl);
  const url = `${baseUrl}${FIRST_LESSON}/${steps[1]}/`;
  for (let run = 0; run < NAVIGATION_RUNS + 1; run++) {
    await throttle(run === 0 ? 1 : CPU_THROTTLING);
    const reference = await timeReferenceNavigation(page, referenceUrl);
    // The timed navigation leaves a step page, as a learner's does (after the reference page,
    // another origin, it measured about 4 % slower: 404 against 388 ms, 12 tries each).
    await throttle(1);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await throttle(run === 0 ? 1 : CPU_THROTTLING);
    await page.goto(url, { waitUntil: 'commit' });
    const ms = await page.evaluate<number>(TIME_INTERACTIVE_STEP);
    if (run > 0) {
      times.push(ms); // the first visit fills the cache
      references.push(reference);
    }
    await throttle(1);
    await page.waitForLoadState('networkidle');
  }
  await page.context().close();
  return {
    label: 'warm navigation to an interactive step',
    times,
    references,
    budget: BUDGETS.warmNavigation,
  };
}
