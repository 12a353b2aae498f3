import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { GuardedButton } from '@courses/runtime';
import { LABELS, SUBMIT_DIALOG_TEXT, SUBMIT_DIALOG_TITLE } from './messages';

interface Props {
  open: boolean;
  onConfirm: () => void;
  onReturn: () => void;
}

/** The submit-your-answer confirmation (spec sections 2 and 5). */
export function SubmitDialog({ open, onConfirm, onReturn }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onReturn}
      aria-labelledby="step-submit-title"
      aria-describedby="step-submit-text"
      sx={{ zIndex: 9999 }}
      slotProps={{ paper: { sx: { maxWidth: 750 } } }}
    >
      <DialogTitle id="step-submit-title">{SUBMIT_DIALOG_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="step-submit-text">{SUBMIT_DIALOG_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReturn}>{LABELS.returnToLesson}</Button>
        {/* once: a second click must never submit twice. */}
        <GuardedButton once variant="contained" onClick={onConfirm}>
          {LABELS.yesSubmit}
        </GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
