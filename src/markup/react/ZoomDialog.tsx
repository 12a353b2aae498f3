import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** The zoom dialog's bounds (spec section 9: modal max width 750px, z-index 9999). */
const MODAL_MAX_WIDTH = 750;
const MODAL_Z_INDEX = 9999;

interface ZoomDialogProps {
  open: boolean;
  onClose: () => void;
  src: string;
  alt: string;
  heading: string;
  titleId: string;
}

/** The zoomable image's modal: the image at up to 750 px wide. */
export function ZoomDialog({ open, onClose, src, alt, heading, titleId }: ZoomDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      sx={{ zIndex: MODAL_Z_INDEX }}
      slotProps={{ paper: { sx: { maxWidth: MODAL_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent>
        <img src={src} alt={alt} style={{ maxWidth: '100%', height: 'auto', display: 'block' }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
