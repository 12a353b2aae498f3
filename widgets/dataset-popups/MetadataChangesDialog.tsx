import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  fetchMetadataHistory,
  type Dataset,
  type MetadataHistoryItem,
  VISUALLY_HIDDEN,
} from '@courses/runtime';
import { ColumnHeadings } from './ColumnHeadings';
import { CompareMetadataView } from './CompareMetadataView';
import { historyTarget } from './contentType';
import { formatDate } from './formatDate';
import { PopupDialog, type PopupProps } from './PopupDialog';
import { RequestView } from './RequestView';
import { useRequest } from '@courses/runtime';

interface MetadataChangesDialogProps extends PopupProps {
  dataset: Dataset;
}

/** The buttons' column is named for screen readers only: each button says what it compares. */
const COMPARE_HEADING = (
  <Box component="span" sx={VISUALLY_HIDDEN}>
    Compare
  </Box>
);

/** Spec section 2: the metadata history, each change with a Compare Metadata view. */
export function MetadataChangesDialog({
  open,
  onClose,
  dataset,
  returnFocusTo,
}: MetadataChangesDialogProps) {
  const [comparing, setComparing] = useState<{ item: MetadataHistoryItem; index: number } | null>(
    null,
  );
  // Back from a comparison, focus returns to the button that opened it.
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const { appType, type } = historyTarget(dataset);
  const { state, retry } = useRequest<MetadataHistoryItem[]>(
    open ? `metadata:${dataset.id}` : null,
    (signal) => fetchMetadataHistory(appType, dataset.id, type, { signal }),
  );
  const close = () => {
    setComparing(null);
    setReturnTo(null);
    onClose();
  };
  return (
    <PopupDialog
      open={open}
      returnFocusTo={returnFocusTo}
      onClose={close}
      title={`Metadata Changes: ${dataset.dataset_name}`}
      testId="dataset-popups.metadata"
    >
      {comparing ? (
        <CompareMetadataView
          item={comparing.item}
          onBack={() => {
            setReturnTo(comparing.index);
            setComparing(null);
          }}
        />
      ) : (
        <RequestView state={state} retry={retry}>
          {(items) => (
            <Table size="small" aria-label="Metadata Changes">
              <ColumnHeadings labels={['Dataset', 'Date', 'Changed by', COMPARE_HEADING]} />
              <TableBody>
                {items.map((item, index) => (
                  <TableRow key={`${item.date}-${index}`}>
                    <TableCell>{item.dataset_name}</TableCell>
                    <TableCell>{formatDate(item.date)}</TableCell>
                    <TableCell>{item.added_by.username}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => setComparing({ item, index })}
                        autoFocus={index === returnTo}
                        aria-label={`Compare Metadata of ${formatDate(item.date)}`}
                      >
                        Compare Metadata
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </RequestView>
      )}
    </PopupDialog>
  );
}
