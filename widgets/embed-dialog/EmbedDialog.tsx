import { useState } from 'react';
import Button from '@mui/material/Button';
import { contentKindName, getRuntimeConfig, isContentKind, openedLazily } from '@courses/runtime';
import { embedScriptUrl, frameCode, previewHref } from './frameCode';
import { CodeIcon } from './icons';
import type { EmbedDialogProps, EmbedSubject } from './props';
import { useOpenEmbedEvent } from './useOpenEmbedEvent';
import { useShortLink } from './useShortLink';

// The dialog (and MUI's dialog components) loads when it is first opened.
const EmbedWindow = openedLazily(() =>
  import('./EmbedWindow').then((module) => module.EmbedWindow),
);

/** An Embed button whose dialog gives frame code and a link to copy, and a preview. */
export function EmbedDialog({ showButton, height, ...own }: EmbedDialogProps) {
  const [open, setOpen] = useState(false);
  // What an open-embed event asked for replaces the slot's own item for that opening.
  const [asked, setAsked] = useState<EmbedSubject | null>(null);
  useOpenEmbedEvent((subject) => {
    setAsked(subject);
    setOpen(true);
  });
  const { url, title, type, id } = asked ?? own;
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

  return (
    <>
      {showButton ? (
        <Button
          variant="outlined"
          startIcon={<CodeIcon />}
          onClick={() => {
            setAsked(null);
            setOpen(true);
          }}
          data-testid="embed-dialog.open"
        >
          Embed
        </Button>
      ) : null}
      {/* MUI moves focus into the dialog, keeps it there and gives it back to Embed on close. */}
      <EmbedWindow
        open={open}
        onClose={() => setOpen(false)}
        heading={heading}
        kind={kind}
        code={code}
        shortLink={shortLink}
        previewUrl={previewHref(embedUrl)}
      />
    </>
  );
}
