/**
 * What a page reports when `COURSES_CONFIG.report` is set: facts about code and requests, never
 * about people. No answers, names, user ids, request or response bodies; paths are patterns.
 * The types are read off the schemas a collector checks them with (schema.ts); only types are
 * imported, so the page carries no schema code.
 */
import type * as v from 'valibot';
import type { ReportBatchSchema, ReportEventSchema, ReportedErrorSchema } from './schema';

/** An error as reported: its class, a scrubbed message and scrubbed stack lines. */
export type ReportedError = v.InferOutput<typeof ReportedErrorSchema>;

/**
 * A widget (or a part loaded on demand inside one) whose code did not load; an error thrown
 * while rendering, caught by a widget's error boundary; an API call that failed (its path
 * pattern, ids replaced, and status, null when there was no answer); or a web vital of the
 * page, with the slot of the element it was measured on, when in one.
 */
export type ReportEvent = v.InferOutput<typeof ReportEventSchema>;

/**
 * An event as the shipped code hands it over (src/reporting/hook.ts): its error as thrown. The
 * reporter, loaded only on pages that report, scrubs it (src/reporting/scrub.ts).
 */
export type ReportInput = ReportEvent extends infer E
  ? E extends { error: ReportedError }
    ? Omit<E, 'error'> & { error: unknown }
    : E
  : never;

/** One event in a batch: when it first happened (ms after the page started) and how often. */
export type BatchedEvent = ReportEvent & { at: number; count: number };

/**
 * What the collector receives: one batch per send, with the release of the loader running the
 * page (CoursesWidgets.version) and the page's path pattern (ids replaced, no query).
 */
export type ReportBatch = Omit<v.InferOutput<typeof ReportBatchSchema>, 'events'> & {
  events: BatchedEvent[];
};
