import type { DatasetColumn, DataRow } from '@courses/runtime';
import { categoryValue, numericValue } from './table';

export type SortDirection = 'ascending' | 'descending';

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

/**
 * Rows ordered by one column: numbers (and dates) by value, categories alphabetically with
 * numbers inside text in numeric order. Empty cells go last either way, as they say nothing.
 */
export function sortRows(
  rows: readonly DataRow[],
  column: DatasetColumn,
  direction: SortDirection,
): DataRow[] {
  return sortOrder(rows, column, direction).map((index) => rows[index] as DataRow);
}

/** One collator for every comparison: localeCompare builds one per call, too slow for 100,000. */
const collator = new Intl.Collator(undefined, { numeric: true });

/** The indices of `rows` in the order sortRows gives: a table view keeps each case's index. */
export function sortOrder(
  rows: readonly DataRow[],
  column: DatasetColumn,
  direction: SortDirection,
): number[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const keys = rows.map((row) => {
    const value = row[column.id];
    return column.type === 'categorical' ? categoryValue(value) : numericValue(value, column);
  });
  const order = rows.map((_, index) => index);
  order.sort((a, b) => {
    const ka = keys[a] ?? null;
    const kb = keys[b] ?? null;
    if (ka === null || kb === null) {
      // Stable: two empty cells keep their order.
      return ka === kb ? a - b : ka === null ? 1 : -1;
    }
    const byKey =
      typeof ka === 'number' && typeof kb === 'number'
        ? ka - kb
        : collator.compare(String(ka), String(kb));
    return byKey === 0 ? a - b : sign * byKey;
  });
  return order;
}

/** The sort an incoming plot state asks for (`sortBy`, as the seeded data story's), if any. */
export function sortFromPlotState(
  plotState: unknown,
  columns: readonly DatasetColumn[],
): TableSort | null {
  if (typeof plotState !== 'object' || plotState === null || !('sortBy' in plotState)) return null;
  const { sortBy } = plotState;
  return columns.some((column) => column.id === sortBy)
    ? { columnId: String(sortBy), direction: 'ascending' }
    : null;
}
