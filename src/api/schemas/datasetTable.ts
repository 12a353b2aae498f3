import * as v from 'valibot';
import { dataRowsIssue, isDataRows } from './dataRows';
import { DatasetColumnSchema, type DataRow } from './lessonStep';

/**
 * GET /api/datasets/{code}/table/: a dataset's whole table, for the data tool. Rows are checked
 * in one plain loop, since a user's upload may hold 100,000 cases.
 */
export const DatasetTableSchema = v.object({
  name: v.string(),
  column_ids: v.optional(v.array(v.string())),
  columns: v.array(DatasetColumnSchema),
  rows: v.custom<DataRow[]>(
    isDataRows,
    (issue) => dataRowsIssue(issue.input) ?? 'rows are invalid',
  ),
});
export type DatasetTable = v.InferOutput<typeof DatasetTableSchema>;
