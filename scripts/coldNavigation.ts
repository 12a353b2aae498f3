/**
 * A first visit to an interactive step for `npm run bench`: an empty HTTP cache, a logged-in
 * learner, 4x CPU throttling and a throttled network (NETWORK_PROFILE), timed from navigation
 * start until the step's text field is usable, as the warm navigation is; each beside a first
 * visit to the reference page (scripts/referencePage.ts) in the same tab and conditions.
 */
import type { Browser } from 'playwright-core';
import { FIRST_LESSON } from '../tests/browser/climateCourse';
import { BUDGETS, CPU_THROTTLING, NETWORK_PROFILE } from './budgets';
import { freshPage } from './freshPage';
import { TIME_INTERACTIVE_STEP } from './lessonPlayerTimings';
import { timeReferenceNavigation } from './referencePage';
import type { TimedRow } from './timedRow';

/** Each run is a new browser context (a cold cache), so fewer runs than the warm navigation. */
const COLD_RUNS = 7;

export async function coldNavigationTimes(
  browser: Browser,
  baseUrl: string,
  steps: number[],
  referenceUrl: string,
): Promise<TimedRow> {
  const url = `${baseUrl}${FIRST_LESSON}/${steps[1]}/`;
  const times: number[] = [];
  const references: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    const page = await freshPage(browser, baseUrl, 'premium_student');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK_PROFILE.latencyMs,
      downloadThroughput: NETWORK_PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: NETWORK_PROFILE.uploadBitsPerSecond / 8,
    });
    await page.goto(url, { waitUntil: 'commit' });
    times.push(await page.evaluate<number>(TIME_INTERACTIVE_STEP));
    // After the step, so the step's navigation starts from a new tab as a first visit does; the
    // reference page's origin is still uncached in this context.
    await page.waitForLoadState('networkidle');
    references.push(await timeReferenceNavigation(page, referenceUrl));
    await page.context().close();
  }
  return {
    label: 'cold navigation to an interactive step (throttled network)',
    times,
    references,
    budget: BUDGETS.coldNavigation,
  };
}
