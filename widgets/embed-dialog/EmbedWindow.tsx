import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyField } from './CopyField';
import { OpenInNewIcon } from './icons';
import { FRAME_COPIED_MESSAGE, LOADING_LABEL, URL_COPIED_MESSAGE } from './messages';
import type { ShortLinkState } from './useShortLink';

export interface EmbedWindowProps {
  open: boolean;
  onClose: () => void;
  heading: string;
  /** The content kind's name, shown above the heading. */
  kind: string | null;
  code: string;
  shortLink: ShortLinkState;
  previewUrl: string;
}

/** The embed dialog itself: frame code and link to copy, and a preview (loaded when opened). */
export function EmbedWindow({
  open,
  onClose,
  heading,
  kind,
  code,
  shortLink,
  previewUrl,
}: EmbedWindowProps) {
  const headingId = useId();
  // DialogTitle takes the dialog's aria-labelledby as its id unless given one: without its own,
  // the id would be on the title and on the heading span, and the kind would join the name.
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      data-testid="embed-dialog.dialog"
    >
      <DialogTitle id={titleId}>
        {kind && (
          <Typography
            variant="overline"
            component="span"
            color="text.secondary"
            sx={{ display: 'block', lineHeight: 1.6 }}
            data-testid="embed-dialog.kind"
          >
            {kind}
          </Typography>
        )}
        <span id={headingId}>{heading}</span>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2.5 }}>
          Paste the frame code into a web page to show this content there, or share the link.
        </DialogContentText>
        <Stack spacing={2.5}>
          <CopyField
            label="Frame code"
            value={code}
            copyLabel="Copy frame code"
            copiedMessage={FRAME_COPIED_MESSAGE}
            code
            autoFocus
            testId="embed-dialog.frame-code"
          />
          <CopyField
            label="Link"
            value={shortLink.status === 'ready' ? shortLink.link : LOADING_LABEL}
            loading={shortLink.status === 'loading'}
            copyLabel="Copy link"
            copiedMessage={URL_COPIED_MESSAGE}
            testId="embed-dialog.link"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {/* A link, not a script: it opens the same way with a middle click or a popup blocker. */}
        <Button
          variant="outlined"
          href={previewUrl}
          target="_blank"
          rel="noopener"
          aria-label="Preview (opens in a new window)"
          endIcon={<OpenInNewIcon />}
        >
          Preview
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
