import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** Spec section 9: modal max width 750px. */
export const POPUP_MAX_WIDTH = 750;

/** What each popup of the widget takes from the card that opens it. */
export interface PopupProps {
  open: boolean;
  onClose: () => void;
  /** Focused once the dialog has closed, when the control that opened it is no longer there. */
  returnFocusTo?: HTMLElement | null | undefined;
}

interface PopupDialogProps extends PopupProps {
  title: string;
  children: ReactNode;
  testId: string;
}

/**
 * Every popup of the widget: labelled by its title, 750px at most. MUI moves focus into the
 * dialog, keeps it there and gives it back to the control that opened it.
 */
export function PopupDialog({
  open,
  onClose,
  title,
  children,
  testId,
  returnFocusTo,
}: PopupDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      data-testid={testId}
      slotProps={{
        paper: { sx: { maxWidth: POPUP_MAX_WIDTH } },
        transition: { onExited: () => returnFocusTo?.focus() },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
