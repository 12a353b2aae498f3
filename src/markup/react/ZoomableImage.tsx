import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ImageAlignment } from '../directives';

/** The zoom dialog's bounds (spec section 9: modal max width 750px, z-index 9999). */
const MODAL_MAX_WIDTH = 750;
const MODAL_Z_INDEX = 9999;

interface ZoomableImageProps {
  src: string;
  alt: string;
  title: string | undefined;
  width: number | undefined;
  height: number | undefined;
  align: ImageAlignment | null;
  /** Inside a link the image is the link's content, so it does not zoom. */
  zoomable: boolean;
  /** Unique within the page, for the dialog's labelling. */
  id: string;
}

/** An image that opens larger in a dialog on click or Enter (the zoomable image modal). */
export function ZoomableImage({
  src,
  alt,
  title,
  width,
  height,
  align,
  zoomable,
  id,
}: ZoomableImageProps) {
  const [open, setOpen] = useState(false);
  const className = `markup-image${align ? ` markup-align-${align}` : ''}`;
  const image = (
    <img src={src} alt={alt} title={title} width={width} height={height} loading="lazy" />
  );
  if (!zoomable) return <span className={className}>{image}</span>;
  const titleId = `${id}-title`;
  return (
    <>
      <button
        type="button"
        className={`${className} markup-image-button`}
        aria-label={alt ? `Zoom image: ${alt}` : 'Zoom image'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {image}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth={false}
        sx={{ zIndex: MODAL_Z_INDEX }}
        slotProps={{ paper: { sx: { maxWidth: MODAL_MAX_WIDTH } } }}
      >
        <DialogTitle id={titleId}>{alt || title || 'Image'}</DialogTitle>
        <DialogContent>
          <img src={src} alt={alt} style={{ maxWidth: '100%', height: 'auto', display: 'block' }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
