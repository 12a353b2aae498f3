import { useEffect, useId, useRef, useState, type Ref } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { BACK, CLOSE_TOUR, DONE, NEXT, TOUR_PAGES, TOUR_TITLE, pageOf } from './dialogMessages';

/** Spec section 9: modals are at most 750px wide and sit at z-index 9999. */
const MODAL_MAX_WIDTH = 750;
const MODAL_Z_INDEX = 9999;

interface TourDialogProps {
  open: boolean;
  /** Done, the close button, Escape and a click outside all end the tour. */
  onClose: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The tour: one page per part of the player, with Back, Next and Done. */
export function TourDialog({ open, onClose, ref }: TourDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      ref={ref}
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      sx={{ zIndex: MODAL_Z_INDEX }}
      slotProps={{ paper: { sx: { maxWidth: MODAL_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {TOUR_TITLE}
      </DialogTitle>
      <IconButton
        aria-label={CLOSE_TOUR}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <span aria-hidden="true">×</span>
      </IconButton>
      {/* Mounted while the dialog is open, so every tour starts at its first page. */}
      <TourPages onDone={onClose} />
    </Dialog>
  );
}

function TourPages({ onDone }: { onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageOfId = useId();
  const page = TOUR_PAGES[index] ?? { title: '', text: '' };
  const last = index === TOUR_PAGES.length - 1;

  // Focus starts on the page's heading, and moves to the new one on Back or Next: the button
  // pressed may be gone (Next on the last page is Done), and the new page is read from its top.
  // This runs before MUI's focus trap looks, so the trap finds focus inside and leaves it there.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  return (
    <>
      <DialogContent>
        <Typography
          component="h3"
          variant="h6"
          ref={headingRef}
          tabIndex={-1}
          aria-describedby={pageOfId}
          sx={{ mb: 1, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
        >
          {page.title}
        </Typography>
        <Typography>{page.text}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Typography id={pageOfId} variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {pageOf(index, TOUR_PAGES.length)}
        </Typography>
        {index > 0 ? <Button onClick={() => setIndex(index - 1)}>{BACK}</Button> : null}
        {last ? (
          <Button variant="contained" onClick={onDone}>
            {DONE}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setIndex(index + 1)}>
            {NEXT}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
