import type { DataRow } from './lessonStep';

/**
 * Whether `value` is a list of rows (objects whose cells are text, numbers or null), checked
 * in one plain loop: a schema library validating 100,000 rows one by one costs more than the
 * plot. Says which row is wrong, as the schema's issue would.
 */
export function dataRowsIssue(value: unknown): string | null {
  if (!Array.isArray(value)) return 'rows must be a list';
  for (let i = 0; i < value.length; i++) {
    const row: unknown = value[i];
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      return `rows[${i}] must be an object`;
    }
    for (const key in row) {
      const cell: unknown = (row as Record<string, unknown>)[key];
      if (cell !== null && typeof cell !== 'string' && typeof cell !== 'number') {
        return `rows[${i}].${key} must be text, a number or null`;
      }
    }
  }
  return null;
}

export const isDataRows = (value: unknown): value is DataRow[] => dataRowsIssue(value) === null;
