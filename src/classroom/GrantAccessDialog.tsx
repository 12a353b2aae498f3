import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { GuardedButton } from '@courses/runtime';
import { GRANT_ACCESS_LABEL, classroomAccessMessage } from './messages';

export interface GrantAccessDialogProps {
  open: boolean;
  /** What is posted, in the message's words: dataset, data story, activity, lesson. */
  kindWord: string;
  onGrant: () => void;
  onCancel: () => void;
  /**
   * The button that started the post. It was disabled while posting, which took focus from it,
   * so MUI has nothing to give focus back to: the dialog does, once it has closed.
   */
  returnFocusTo?: HTMLElement | null;
}

/** Spec section 8: asks for access to Google Classroom before posting to it. */
export function GrantAccessDialog({
  open,
  kindWord,
  onGrant,
  onCancel,
  returnFocusTo,
}: GrantAccessDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      // Escape or a click outside is a Cancel: the post does not happen either way.
      onClose={onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{
        paper: { sx: { maxWidth: 480 } },
        transition: { onExited: () => returnFocusTo?.focus() },
      }}
    >
      <DialogTitle id={titleId}>Google Classroom access</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{classroomAccessMessage(kindWord)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <GuardedButton variant="contained" autoFocus onClick={onGrant}>
          {GRANT_ACCESS_LABEL}
        </GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
