import * as v from 'valibot';

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const DatasetPopupsProps = v.strictObject({
  datasetId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** dataset (course and catalogue datasets) or user-dataset. */
  kind: v.optional(v.picklist(['dataset', 'user-dataset']), 'dataset'),
});
export type DatasetPopupsProps = v.InferOutput<typeof DatasetPopupsProps>;
