import { useId } from 'react';
import Box from '@mui/material/Box';
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
  '& th': { position: 'sticky', top: 0, background: '#eef2f7', textAlign: 'left' },
  '& .number': { textAlign: 'right' },
  '& tbody tr:nth-of-type(even)': { background: '#f8fafc' },
} as const;

/** The table of cases: the graph's text alternative, scrollable inside its region. */
export function DataTableView({ table }: { table: DataTable }) {
  const captionId = useId();
  const cases = `${table.rows.length} ${table.rows.length === 1 ? 'case' : 'cases'}`;
  const className = table.columns.map((column) =>
    column.type === 'categorical' ? undefined : 'number',
  );
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
            {table.columns.map((column, i) => (
              <th scope="col" key={column.id} className={className[i]}>
                {columnLabel(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
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
