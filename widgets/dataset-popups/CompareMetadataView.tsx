import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MetadataHistoryItem } from '@courses/runtime';
import { ColumnHeadings } from './ColumnHeadings';
import { compareMetadata } from './compareMetadata';
import { formatDate } from './formatDate';

/** Previous against current metadata of one change; changed fields are marked in words too. */
export function CompareMetadataView({
  item,
  onBack,
}: {
  item: MetadataHistoryItem;
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list the person came from is gone: put focus on what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const rows = compareMetadata(item.previous_metadata, item.current_metadata);
  return (
    <>
      <Typography
        component="h3"
        variant="subtitle1"
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontWeight: 600, outline: 'none' }}
      >
        Compare Metadata
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${item.dataset_name}, changed by ${item.added_by.username} on ${formatDate(item.date)}`}
      </Typography>
      <Table size="small" aria-label="Compare Metadata">
        <ColumnHeadings labels={['Field', 'Previous metadata', 'Current metadata']} />
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.key}
              data-changed={row.changed ? 'true' : 'false'}
              sx={row.changed ? { backgroundColor: '#fff8e1' } : undefined}
            >
              <TableCell component="th" scope="row" sx={{ fontWeight: row.changed ? 600 : 400 }}>
                {row.key}
                {row.changed && (
                  <Typography component="span" variant="caption">
                    {' (changed)'}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{row.previous}</TableCell>
              <TableCell>{row.current}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button onClick={onBack} sx={{ mt: 1.5 }}>
        Back to Metadata Changes
      </Button>
    </>
  );
}
