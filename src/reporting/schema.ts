/**
 * The report format, checked where reports are received (the demo's collector, and any
 * collector that wants the same rules): small strings, a bounded batch, no field that could
 * carry a body or a person's data. The page's types (events.ts) are read off these schemas.
 */
import * as v from 'valibot';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const optionalText = (max: number) => v.optional(text(max));
const count = v.pipe(v.number(), v.integer(), v.minValue(1));
const when = { at: v.pipe(v.number(), v.minValue(0)), count };

export const ReportedErrorSchema = v.strictObject({
  name: text(60),
  message: text(300),
  stack: v.optional(v.pipe(v.array(text(300)), v.maxLength(12))),
});

const LoadFailure = v.strictObject({
  type: v.literal('load-failure'),
  widget: optionalText(60),
  slot: optionalText(100),
  error: ReportedErrorSchema,
});
const RenderError = v.strictObject({
  type: v.literal('render-error'),
  widget: text(60),
  slot: optionalText(100),
  error: ReportedErrorSchema,
});
const ApiFailure = v.strictObject({
  type: v.literal('api-failure'),
  method: v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: text(300),
  status: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
  kind: v.picklist(['network', 'http', 'shape']),
});
const Vital = v.strictObject({
  type: v.literal('vital'),
  name: v.picklist(['LCP', 'INP', 'CLS']),
  value: v.pipe(v.number(), v.minValue(0)),
  rating: v.picklist(['good', 'needs-improvement', 'poor']),
  widget: optionalText(60),
  slot: optionalText(100),
});

export const ReportEventSchema = v.variant('type', [LoadFailure, RenderError, ApiFailure, Vital]);

/** An event in a batch: the same fields and when it first happened, how often (nothing else). */
const batched = <E extends v.ObjectEntries>(event: v.StrictObjectSchema<E, undefined>) =>
  v.strictObject({ ...event.entries, ...when });

export const BatchedEventSchema = v.variant('type', [
  batched(LoadFailure),
  batched(RenderError),
  batched(ApiFailure),
  batched(Vital),
]);

export const ReportBatchSchema = v.strictObject({
  release: text(64),
  page: text(300),
  events: v.pipe(v.array(BatchedEventSchema), v.minLength(1), v.maxLength(50)),
});
