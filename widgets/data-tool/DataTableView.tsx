import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import { sortRows, type TableSort } from './model/sortRows';
import { columnLabel, displayValue, type DataTable } from './model/table';

/**
 * Styles live on the table once, cells are plain elements: a few hundred rows render at once
 * without a styled component per cell.
 */
const TABLE_STYLE = {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: '0.875rem',
  '& caption': { captionSide: 'top', textAlign: 'left', fontWeight: 600, p: 1 },
  '& th, & td': { px: 1.25, py: 0.5, borderBottom: '1px solid #e3e7ec', whiteSpace: 'nowrap' },
  '& th': { position: 'sticky', top: 0, zIndex: 1, background: '#eef2f7', textAlign: 'left' },
  '& .number': { textAlign: 'right' },
  '& tbody tr:nth-of-type(even)': { background: '#f8fafc' },
  // Header buttons look like header text; the arrow and the focus ring show they act.
  '& th button': {
    font: 'inherit',
    fontWeight: 700,
    color: 'inherit',
    background: 'none',
    border: 0,
    p: 0,
    cursor: 'pointer',
    display: 'inline-flex',
    gap: 0.5,
    alignItems: 'center',
  },
  '& th button:focus-visible': { outline: '3px solid #1d4f91', outlineOffset: 2 },
} as const;

const ARROWS = { ascending: '▲', descending: '▼' } as const;

export interface DataTableViewProps {
  table: DataTable;
  sort: TableSort | null;
  onSortChange: (next: TableSort | null) => void;
}

/**
 * The table of cases: the graph's text alternative, scrollable inside its region. A column
 * header sorts by that column: ascending, then descending, then back to the data's own order.
 */
export function DataTableView({ table, sort, onSortChange }: DataTableViewProps) {
  const captionId = useId();
  const cases = `${table.rows.length} ${table.rows.length === 1 ? 'case' : 'cases'}`;
  const className = table.columns.map((column) =>
    column.type === 'categorical' ? undefined : 'number',
  );
  const sortColumn = table.columns.find((column) => column.id === sort?.columnId);
  const rows = useMemo(
    () => (sort && sortColumn ? sortRows(table.rows, sortColumn, sort.direction) : table.rows),
    [table.rows, sort, sortColumn],
  );

  function nextSort(columnId: string): TableSort | null {
    if (sort?.columnId !== columnId) return { columnId, direction: 'ascending' };
    return sort.direction === 'ascending' ? { columnId, direction: 'descending' } : null;
  }

  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
      data-testid="data-tool.table"
      sx={{
        maxHeight: 380,
        overflow: 'auto',
        border: '1px solid #c9d1db',
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid #1d4f91', outlineOffset: 2 },
      }}
    >
      <Box component="table" sx={TABLE_STYLE}>
        <caption id={captionId}>
          {table.name} ({cases})
        </caption>
        <thead>
          <tr>
            {table.columns.map((column, i) => {
              const direction = sort?.columnId === column.id ? sort.direction : undefined;
              return (
                <th
                  scope="col"
                  key={column.id}
                  className={className[i]}
                  aria-sort={direction ?? 'none'}
                >
                  <button type="button" onClick={() => onSortChange(nextSort(column.id))}>
                    {columnLabel(column)}
                    <span aria-hidden="true" style={{ fontSize: '0.7em', minWidth: '1em' }}>
                      {direction ? ARROWS[direction] : ''}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {table.columns.map((column, i) => (
                <td key={column.id} className={className[i]}>
                  {displayValue(row[column.id])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
