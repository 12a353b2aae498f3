import { Suspense, useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  Button,
  OPEN_FEEDBACK_EVENT,
  currentUserAtom,
  loadOnce,
  openedLazily,
  useOpenEvent,
} from '@courses/runtime';
import { openRequests } from './openRequests';
import { FeedbackSubject, type FeedbackDialogProps } from './props';

/**
 * The form (and MUI's dialog and rating) is fetched once the user is known to be a teacher, the
 * only users who see it, so that a click opens it at once: a student's or a visitor's page never
 * downloads it. A fetch that failed is forgotten, so the next opening fetches it anew.
 */
const loadForm = loadOnce(() =>
  import('./FeedbackFormDialog').then((module) => module.FeedbackFormDialog),
);

/**
 * Opened, the form renders from the code fetched above; code that could not be fetched is said
 * so in the dialog's place, with a Retry (the shared LoadBoundary), not lost without a word.
 */
const FeedbackFormDialog = openedLazily(loadForm);

function usePrefetchedForm(needed: boolean): void {
  useEffect(() => {
    // A failure here is shown when the dialog is opened, where the reader is looking.
    if (needed) loadForm().catch(() => undefined);
  }, [needed]);
}

/** A request to open the dialog, and what had focus when it was made. */
interface OpenRequest {
  subject: FeedbackSubject;
  opener: HTMLElement | null;
}

/** One opening of the dialog; a new id gives it a fresh draft. */
interface Opening extends OpenRequest {
  id: number;
  open: boolean;
}

/**
 * The Feedback button and its dialog. Only teachers give feedback (spec section 6): for
 * students and visitors the widget renders nothing and ignores the open event.
 *
 * The open event is heard from mount on, before the user is known: a request a page sends
 * right after mounting waits for the user, then opens the dialog for a teacher (and is
 * dropped for anyone else) instead of being lost while the user loads.
 */
export function FeedbackDialog(props: FeedbackDialogProps) {
  // The latest request: a new object for each, so the part below can tell it from the last.
  const [request, setRequest] = useState<OpenRequest | null>(null);
  // Requests sent before this part loaded were held by the light mount (mount.ts).
  useOpenEvent(OPEN_FEEDBACK_EVENT, openRequests, FeedbackSubject, (subject, opener) =>
    setRequest({ subject, opener: opener instanceof HTMLElement ? opener : null }),
  );
  return (
    <Suspense fallback={null}>
      <FeedbackForUser {...props} request={request} />
    </Suspense>
  );
}

interface FeedbackForUserProps extends FeedbackDialogProps {
  /** The latest open request (heard before or after the user was known). */
  request: OpenRequest | null;
}

function FeedbackForUser({ showButton, request, ...subject }: FeedbackForUserProps) {
  const user = useAtomValue(currentUserAtom);
  const isTeacher = user?.type === 'teacher';
  usePrefetchedForm(isTeacher);
  const [opening, setOpening] = useState<Opening | null>(null);

  // An open dialog keeps its draft: a second request while it is open changes nothing.
  const openAbout = useCallback((request: OpenRequest) => {
    setOpening((prev) => (prev?.open ? prev : { ...request, id: (prev?.id ?? 0) + 1, open: true }));
  }, []);
  const close = useCallback(() => {
    setOpening((prev) => prev && { ...prev, open: false });
  }, []);

  // The user is known here: a request not yet handled opens the dialog for a teacher (state
  // adjusted while rendering, React's pattern for acting on a changed prop).
  const [handled, setHandled] = useState<OpenRequest | null>(null);
  if (request !== handled) {
    setHandled(request);
    if (request && isTeacher) openAbout(request);
  }

  if (!user || !isTeacher) return null;
  return (
    <>
      {showButton ? (
        <Button
          variant="outlined"
          onClick={(event) => openAbout({ subject, opener: event.currentTarget })}
        >
          Feedback
        </Button>
      ) : null}
      {opening && (
        <FeedbackFormDialog
          key={opening.id}
          open={opening.open}
          subject={opening.subject}
          returnFocusTo={opening.opener}
          user={user}
          onClose={close}
        />
      )}
    </>
  );
}
