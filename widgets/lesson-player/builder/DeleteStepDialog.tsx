import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Asks before a step goes (with whatever students answered on it). Focus starts on Cancel, the
 * safe choice, and returns to Delete step when the dialog closes without deleting.
 */
export function DeleteStepDialog({
  open,
  stepName,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  stepName: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { maxWidth: 750 } } }}
    >
      <DialogTitle id={titleId}>{`Delete ${stepName.toLowerCase()}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          The step, its questions and any answers students gave on it are deleted.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onCancel}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
