import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  GuardedButton,
  deleteUserDataset,
  toast,
  type Dataset,
} from '@courses/runtime';
import { DELETE_WARNING } from './messages';
import type { PopupProps } from './PopupDialog';

interface DeleteDatasetDialogProps extends PopupProps {
  dataset: Dataset;
  /** The server deleted it: the card says so instead of showing it. */
  onDeleted: () => void;
}

/**
 * Delete (spec section 2, owner only) asks first. Cancel has the focus, so Enter pressed out of
 * habit keeps the data. A refusal is shown as a toast and the dialog stays open.
 */
export function DeleteDatasetDialog({
  open,
  onClose,
  returnFocusTo,
  dataset,
  onDeleted,
}: DeleteDatasetDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteUserDataset(dataset.access_url);
      onDeleted();
    } catch (error) {
      console.error('[courses] dataset not deleted', error);
      toast(error instanceof ApiError ? error.userMessage : GENERIC_ERROR_MESSAGE, 'error');
      setDeleting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="dataset-popups.delete"
      slotProps={{ transition: { onExited: () => returnFocusTo?.focus() } }}
    >
      <DialogTitle id={titleId}>{`Delete “${dataset.dataset_name}”?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{DELETE_WARNING}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <GuardedButton
          variant="contained"
          color="error"
          busy={deleting}
          onClick={() => void confirm()}
        >
          {deleting ? 'Deleting...' : 'Delete'}
        </GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
