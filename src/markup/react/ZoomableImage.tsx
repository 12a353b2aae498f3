import { useState } from 'react';
import { openedLazily } from '../../ui/openedLazily';
import type { ImageAlignment } from '../directives';

// The dialog (and MUI's Dialog) loads when a reader first zooms an image.
const ZoomDialog = openedLazily(() => import('./ZoomDialog').then((m) => m.ZoomDialog));

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
      <ZoomDialog
        open={open}
        onClose={() => setOpen(false)}
        src={src}
        alt={alt}
        heading={alt || title || 'Image'}
        titleId={titleId}
      />
    </>
  );
}
