import { useState } from 'react';
import { Button, OPEN_EMBED_EVENT, openedLazily, useOpenEvent } from '@courses/runtime';
import { CodeIcon } from './icons';
import { openRequests } from './openRequests';
import { EmbedSubject, type EmbedDialogProps } from './props';

// The dialog loads when it is first opened, with what only it uses: the frame code, the short
// link's call and MUI's dialog components. Until then the widget is its button.
const EmbedWindow = openedLazily(() =>
  import('./EmbedWindow').then((module) => module.EmbedWindow),
);

/** An Embed button whose dialog gives frame code and a link to copy, and a preview. */
export function EmbedDialog({ showButton, height, ...own }: EmbedDialogProps) {
  const [open, setOpen] = useState(false);
  // What an open-embed event asked for replaces the slot's own item for that opening.
  const [asked, setAsked] = useState<EmbedSubject | null>(null);
  // Requests sent before this part loaded were held by the light mount (mount.ts).
  useOpenEvent(OPEN_EMBED_EVENT, openRequests, EmbedSubject, (subject) => {
    setAsked(subject);
    setOpen(true);
  });

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
        subject={asked ?? own}
        height={height}
      />
    </>
  );
}
