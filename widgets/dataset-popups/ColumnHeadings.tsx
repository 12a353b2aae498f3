import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A table's head: one column heading per label, each a header cell for its column. */
export function ColumnHeadings({ labels }: { labels: readonly ReactNode[] }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label, index) => (
          <TableCell key={index} component="th" scope="col">
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
