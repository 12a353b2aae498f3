import type { ReportInput } from './events';

/**
 * Where the shipped code hands what it reports (failed loads, render errors, failed calls).
 * Tiny on purpose: it is in every page's first load, while the code that batches and sends is
 * loaded only on pages that configure `report` (src/reporting/index.ts). Kept on the window,
 * so any copy of this module on the page reaches the same reporter.
 */
interface ReportHook {
  /** Set once reporting has started. */
  sink?: (event: ReportInput) => void;
  /** Events of a page whose reporting is still loading (null: reporting is off). */
  pending: ReportInput[] | null;
}

const KEY = Symbol.for('courses.report');
/** Events held while the reporter loads; a page that reports more before that loses the rest. */
const MAX_PENDING = 50;

function hook(): ReportHook {
  const holder = globalThis as { [KEY]?: ReportHook };
  return (holder[KEY] ??= { pending: null });
}

/** Reports an event when the page has reporting on; does nothing otherwise. */
export function reportEvent(event: ReportInput): void {
  const { sink, pending } = hook();
  if (sink) sink(event);
  else if (pending && pending.length < MAX_PENDING) pending.push(event);
}

/** Called by the loader on a page that configures `report`: hold events until it has loaded. */
export function holdReports(): void {
  hook().pending ??= [];
}

/** Starts delivering events to `sink`, the held ones first. */
export function setReportSink(sink: (event: ReportInput) => void): void {
  const state = hook();
  const held = state.pending ?? [];
  state.pending = null;
  state.sink = sink;
  held.forEach(sink);
}
