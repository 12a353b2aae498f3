import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contentKindName, getRuntimeConfig, isContentKind } from '@courses/runtime';
import { CopyField } from './CopyField';
import { embedScriptUrl, frameCode, previewHref } from './frameCode';
import { OpenInNewIcon } from './icons';
import { FRAME_COPIED_MESSAGE, LOADING_LABEL, URL_COPIED_MESSAGE } from './messages';
import type { EmbedSubject } from './props';
import { useShortLink } from '@courses/runtime/requests';

export interface EmbedWindowProps {
  open: boolean;
  onClose: () => void;
  /** What to embed: the slot's own item, or the one an open-embed event named. */
  subject: Omit<EmbedSubject, 'url'> & { url?: string | undefined };
  /** The frame's height in pixels. */
  height: number;
}

/**
 * The embed dialog itself: frame code and link to copy, and a preview (loaded when first
 * opened, with the frame code and the short link's call).
 */
export function EmbedWindow({ open, onClose, subject, height }: EmbedWindowProps) {
  const { url, title, type, id } = subject;
  const embedUrl = url ?? window.location.href;
  const code = frameCode({
    url: embedUrl,
    title,
    height,
    scriptUrl: embedScriptUrl(getRuntimeConfig().staticUrl, window.location.href),
  });
  const shortLink = useShortLink(open, { url: embedUrl, type, id });
  const heading = title.trim() ? `Embed “${title.trim()}”` : 'Embed';
  const kind = type !== undefined && isContentKind(type) ? contentKindName(type) : null;
  const previewUrl = previewHref(embedUrl);
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
