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
  const sign = direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row, index) => {
    const value = row[column.id];
    return {
      row,
      index,
      key: column.type === 'categorical' ? categoryValue(value) : numericValue(value, column),
    };
  });
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      // Stable: two empty cells keep their order.
      return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    }
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : String(a.key).localeCompare(String(b.key), undefined, { numeric: true });
    return order === 0 ? a.index - b.index : sign * order;
  });
  return keyed.map((entry) => entry.row);
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
