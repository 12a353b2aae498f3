import * as v from 'valibot';

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const DataToolProps = v.strictObject({
  datasetId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  simulation: v.optional(v.boolean(), false),
});
export type DataToolProps = v.InferOutput<typeof DataToolProps>;
