import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import Button from '@mui/material/Button';
import { currentUserAtom } from '@courses/runtime';
import { FeedbackFormDialog } from './FeedbackFormDialog';
import type { FeedbackDialogProps, FeedbackSubject } from './props';
import { useOpenFeedbackEvent } from './useOpenFeedbackEvent';

/** One opening of the dialog; a new id gives it a fresh draft. */
interface Opening {
  id: number;
  subject: FeedbackSubject;
  open: boolean;
}

/**
 * The Feedback button and its dialog. Only teachers give feedback (spec section 6): for
 * students and visitors the widget renders nothing and ignores the open event.
 */
export function FeedbackDialog({ showButton, ...subject }: FeedbackDialogProps) {
  const user = useAtomValue(currentUserAtom);
  const isTeacher = user?.type === 'teacher';
  const [opening, setOpening] = useState<Opening | null>(null);

  // An open dialog keeps its draft: a second request while it is open changes nothing.
  const openAbout = useCallback((subject: FeedbackSubject) => {
    setOpening((prev) => (prev?.open ? prev : { id: (prev?.id ?? 0) + 1, subject, open: true }));
  }, []);
  const close = useCallback(() => {
    setOpening((prev) => prev && { ...prev, open: false });
  }, []);

  useOpenFeedbackEvent(isTeacher, openAbout);

  if (!user || !isTeacher) return null;
  return (
    <>
      {showButton ? (
        <Button variant="outlined" onClick={() => openAbout(subject)}>
          Feedback
        </Button>
      ) : null}
      {opening && (
        <FeedbackFormDialog
          key={opening.id}
          open={opening.open}
          subject={opening.subject}
          user={user}
          onClose={close}
        />
      )}
    </>
  );
}
