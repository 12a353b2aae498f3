import * as v from '@courses/runtime/valibot';

/**
 * Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface.
 * The dataset is named by its id or by its code (access_url); GET /api/datasets/{code}/ takes
 * either, and user datasets are read from the same path.
 */
export const DatasetPopupsProps = v.pipe(
  v.strictObject({
    datasetId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /** The dataset's access_url, as in /tableview/dataset/{access_url}/. */
    code: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    /** The course dataset of a data step: enables the Vocabulary popup. */
    courseDatasetId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /**
     * Where the host serves a dataset's chromeless view for other sites' frames (e.g.
     * /embed/dataset/, followed by the code): the card then has an Embed button.
     */
    embedPath: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  }),
  v.check(
    (props) => props.datasetId !== undefined || props.code !== undefined,
    'Give datasetId or code',
  ),
);
export type DatasetPopupsProps = v.InferOutput<typeof DatasetPopupsProps>;

/** The path segment GET /api/datasets/{code}/ expects. */
export function datasetCode(props: DatasetPopupsProps): string {
  return props.code ?? String(props.datasetId);
}
