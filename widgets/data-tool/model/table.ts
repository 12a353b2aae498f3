import type { DataRow, DatasetColumn, StepDataset } from '@courses/runtime';

/** The table the tool shows and graphs, whatever it came from (props, a step, a simulation). */
export interface DataTable {
  name: string;
  columns: DatasetColumn[];
  rows: DataRow[];
}

export type CellValue = DataRow[string];

/**
 * Columns in `column_ids` order when it is given (the step's order), then any others; ids in
 * `column_ids` without a column description are left out, as there is nothing to label them.
 */
export function orderColumns(
  columns: readonly DatasetColumn[],
  columnIds: readonly string[] | undefined,
): DatasetColumn[] {
  if (!columnIds || columnIds.length === 0) return [...columns];
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ordered = columnIds.flatMap((id) => byId.get(id) ?? []);
  const rest = columns.filter((column) => !columnIds.includes(column.id));
  return [...ordered, ...rest];
}

export function tableFromStepDataset(name: string, dataset: StepDataset): DataTable {
  return { name, columns: orderColumns(dataset.columns, dataset.column_ids), rows: dataset.rows };
}

/**
 * A cell as a number: numbers, numeric text (CSV imports) and, for date columns, dates (as
 * milliseconds). Null when the cell is empty or not a number.
 */
export function numericValue(value: CellValue | undefined, column: DatasetColumn): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  const parsed = column.type === 'date' ? Date.parse(text) : Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A cell as category text; null when empty. */
export function categoryValue(value: CellValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** What a person reads in the table for a cell. */
export function displayValue(value: CellValue | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The column's name with its unit, as an axis or a column header shows it. */
export function columnLabel(column: DatasetColumn): string {
  return column.unit ? `${column.name} (${column.unit})` : column.name;
}

/** Ordered columns can carry a numeric or line axis; categorical ones cannot. */
export const isOrdered = (column: DatasetColumn) =>
  column.type === 'numeric' || column.type === 'date';
export const isNumeric = (column: DatasetColumn) => column.type === 'numeric';
