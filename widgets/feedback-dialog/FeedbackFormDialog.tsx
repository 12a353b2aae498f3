import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { GuardedButton, toast, type User } from '@courses/runtime';
import { FEEDBACK_MIN_CHARS, submitFeedback } from '@courses/runtime/requests';
import { FORM_MESSAGES, ShortTextArea } from '@courses/runtime/forms';
import {
  FEEDBACK_FAILED,
  FEEDBACK_ROWS,
  FEEDBACK_SENT,
  ONE_FOCUS_RING,
  commentError,
  commentMaxLength,
  feedbackPayload,
} from './feedbackMessage';
import type { FeedbackSubject } from './props';
import { RatingField } from './RatingField';
import { RawContentFields } from './RawContentFields';

/** Spec section 4: idle, then submitting, then closed on success or idle again on failure. */
type Status = 'idle' | 'submitting';

export interface FeedbackFormDialogProps {
  open: boolean;
  subject: FeedbackSubject;
  user: User;
  /** What had focus when the dialog was asked for: it gets it back once the dialog has closed. */
  returnFocusTo?: HTMLElement | null;
  onClose: () => void;
}

/**
 * The feedback dialog. The parent gives each opening a fresh instance (a new key), so a draft
 * lives from opening to closing; a failed send keeps it so the person can try again.
 */
export function FeedbackFormDialog({
  open,
  subject,
  user,
  returnFocusTo,
  onClose,
}: FeedbackFormDialogProps) {
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const sendRef = useRef<HTMLButtonElement>(null);

  const submitting = status === 'submitting';
  const error = commentError(comment, rating);
  const shownError = touched ? error : null;

  function requestClose(_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') {
    if (submitting) return;
    // A stray click beside the dialog must not throw away a comment; Escape and Cancel may.
    if (reason === 'backdropClick' && comment.trim() !== '') return;
    onClose();
  }

  async function send() {
    setTouched(true);
    if (error !== null || submitting) return;
    setStatus('submitting');
    const httpStatus = await submitFeedback(feedbackPayload(subject, user, comment, rating)).catch(
      (reason: unknown) => {
        console.error('[courses] feedback not sent', reason);
        return 0;
      },
    );
    if (httpStatus === 200) {
      toast(FEEDBACK_SENT, 'info');
      onClose();
      return;
    }
    toast(FEEDBACK_FAILED, 'error');
    // Send was disabled, which took focus from it: give it back so a retry is one key away.
    flushSync(() => setStatus('idle'));
    sendRef.current?.focus();
  }

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      fullWidth
      // Focus goes back to what had it when the dialog was asked for (a step's Feedback link),
      // not to whatever held it when the dialog's code had arrived and it opened.
      slotProps={{ transition: { onExited: () => returnFocusTo?.focus() } }}
    >
      <DialogTitle id={titleId}>Feedback</DialogTitle>
      <DialogContent>
        {subject.title !== '' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            About: {subject.title}
          </Typography>
        )}
        <ShortTextArea
          label="Comment"
          required
          autoFocus
          fullWidth
          margin="dense"
          sx={ONE_FOCUS_RING}
          rows={FEEDBACK_ROWS}
          maxLength={commentMaxLength(rating)}
          value={comment}
          onValueChange={(value) => {
            setComment(value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={shownError !== null}
          helperText={shownError ?? FORM_MESSAGES.minLength(FEEDBACK_MIN_CHARS)}
        />
        <RatingField value={rating} onChange={setRating} disabled={submitting} />
        {user.is_superuser && <RawContentFields subject={subject} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <GuardedButton
          ref={sendRef}
          variant="contained"
          disabled={submitting || error !== null}
          aria-busy={submitting}
          onClick={() => void send()}
        >
          Send
        </GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
