/**
 * Reporting, loaded only on pages whose COURSES_CONFIG sets `report` (the loader imports it
 * then): batches what the page reports (src/reporting/hook.ts) with its web vitals and sends
 * each batch to the collector URL with navigator.sendBeacon, or hands it to the page's function.
 */
import { ReportQueue } from './batch';
import type { ReportBatch, ReportEvent, ReportInput } from './events';
import { setReportSink } from './hook';
import { pathPattern } from './pathPattern';
import { reportedError } from './scrub';
import { reportVitals } from './vitals';

/** A collector URL, or a function that forwards batches (to an error tracker, say). */
export type ReportTarget = string | ((batch: ReportBatch) => void);

/** A batch waits this long for more events before it leaves, unless the page is hidden first. */
export const BATCH_WINDOW_MS = 5000;

function transport(target: ReportTarget): (batch: ReportBatch) => void {
  if (typeof target === 'function')
    return (batch) => {
      try {
        target(batch);
      } catch (error) {
        console.error('[courses] the page’s report function failed', error);
      }
    };
  // A text/plain body: a beacon that needs no preflight, and a collector that need not read
  // cookies or anti-forgery headers (README, "Reports from the field").
  return (batch) => {
    if (!navigator.sendBeacon(target, JSON.stringify(batch)))
      console.debug('[courses] a report batch was not queued for sending');
  };
}

/** An event as sent: its error scrubbed (a render error keeps its stack lines, scrubbed too). */
export function scrubbed(input: ReportInput): ReportEvent {
  if (!('error' in input)) return input;
  return { ...input, error: reportedError(input.error, input.type === 'render-error') };
}

export function startReporting(target: ReportTarget, release: string): void {
  const queue = new ReportQueue({
    release,
    page: pathPattern(window.location.pathname),
    send: transport(target),
    now: () => performance.now(),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    queue.flush();
  };
  const add = (input: ReportInput) => {
    queue.add(scrubbed(input));
    if (queue.size > 0) timer ??= setTimeout(flush, BATCH_WINDOW_MS);
  };
  // Vitals first: web-vitals reports the final LCP, INP and CLS from its own (capturing)
  // listeners when the page is hidden, before the flush below sends them.
  reportVitals(add);
  setReportSink(add);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
