import * as v from '@courses/runtime/valibot';
import type { DataRow } from '@courses/runtime';
import { DatasetColumnSchema, IdSchema, PlotStateSchema } from '@courses/runtime';
import { dataRowsIssue, isDataRows } from '@courses/runtime';

/** A table given inline, shaped like a step's dataset. */
export const InlineDatasetSchema = v.strictObject({
  name: v.pipe(v.string(), v.nonEmpty('name must not be empty')),
  /** Column order; defaults to the order of `columns`. */
  columnIds: v.optional(v.array(v.string())),
  columns: v.array(DatasetColumnSchema),
  /** Checked in a plain loop (the runtime's dataRows): a table may hold 100,000 cases. */
  rows: v.custom<DataRow[]>(
    isDataRows,
    (issue) => dataRowsIssue(issue.input) ?? 'rows are invalid',
  ),
});
export type InlineDataset = v.InferOutput<typeof InlineDatasetSchema>;

/** How many of the places data may come from the props name. */
function sourceCount(props: {
  dataset?: unknown;
  datasetCode?: string | undefined;
  lessonId?: unknown;
}): number {
  return [props.dataset, props.datasetCode, props.lessonId].filter((given) => given !== undefined)
    .length;
}

/**
 * Props a host page passes in the slot's JSON. The data comes from exactly one place: an
 * inline `dataset`, a dataset on the server (`datasetCode`), a lesson step (`lessonId` + `stepId`, its `dataplot`), or a simulation
 * (`simulation: true`) that posts its runs to the page. Unknown keys are refused.
 */
export const DataToolProps = v.pipe(
  v.strictObject({
    dataset: v.optional(InlineDatasetSchema),
    lessonId: v.optional(v.union([IdSchema, v.pipe(v.string(), v.nonEmpty())])),
    stepId: v.optional(IdSchema),
    /** A dataset's access_url (or id): its whole table, fetched from GET /api/datasets/{code}/table/. */
    datasetCode: v.optional(
      v.pipe(v.string(), v.trim(), v.nonEmpty('datasetCode must not be empty')),
    ),
    /** The plot to open with; replaces the step's own plot state. */
    plotState: v.optional(PlotStateSchema),
    /** Wait for data from a simulation on the page instead of loading any. */
    simulation: v.optional(v.boolean(), false),
    /** Show the data and graph without changing or saving them (a review). */
    readOnly: v.optional(v.boolean(), false),
    /** Where a saved plot's image is uploaded: POST /api/misc/capture/plotimage/{a}/{b}/. */
    captureIds: v.optional(v.strictObject({ a: IdSchema, b: IdSchema })),
  }),
  v.check(
    (props) => (props.lessonId === undefined) === (props.stepId === undefined),
    'lessonId and stepId go together: give both to load a lesson step, or neither',
  ),
  v.check(
    (props) => sourceCount(props) <= 1,
    'give one of an inline dataset, a datasetCode or a lesson step (lessonId and stepId), not several',
  ),
  v.check(
    (props) => sourceCount(props) >= 1 || props.simulation,
    'no data to show: give a dataset, a datasetCode, a lesson step (lessonId and stepId) or simulation: true',
  ),
);
export type DataToolProps = v.InferOutput<typeof DataToolProps>;
