import { type FeedbackPayload, type User } from '@courses/runtime';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS } from '@courses/runtime/requests';
import { FORM_MESSAGES, countChars } from '@courses/runtime/forms';
import type { FeedbackSubject } from './props';

/** Spec section 9: feedback text areas are 8 rows high. */
export const FEEDBACK_ROWS = 8;

/**
 * The field's own focused border (2px, primary colour) shows focus; a page-wide focus outline
 * on the bare textarea would draw a second ring inside it.
 */
export const ONE_FOCUS_RING = { '& textarea:focus-visible': { outline: 'none' } } as const;

/** Spec section 9: the optional rating has five stars. */
export const RATING_STARS = 5;

export const FEEDBACK_SENT = 'Feedback is submitted successfully.';
export const FEEDBACK_FAILED = 'Unable to submit feedback. Please try again later.';

/** The line the rating adds to the message, so the server needs no new field for it. */
export function ratingLine(rating: number): string {
  return `Rating: ${rating} of ${RATING_STARS}`;
}

const RATING_SEPARATOR = '\n\n';

/** The server refuses a longer page address (FeedbackPayloadSchema); a cut one still helps. */
const URL_MAX = 2000;

/** The message sent: the comment, then the rating on a line of its own when one was given. */
export function feedbackMessage(comment: string, rating: number | null): string {
  const text = comment.trim();
  return rating === null ? text : `${text}${RATING_SEPARATOR}${ratingLine(rating)}`;
}

/**
 * How long the comment may be. The server caps the whole message at 1000 characters (spec
 * section 5), so a rating line takes its room from the comment: the counter then tells the
 * truth about what can still be sent. Counted in UTF-16 units, as the browser's maxlength
 * and the server count.
 */
export function commentMaxLength(rating: number | null): number {
  if (rating === null) return FEEDBACK_MAX_CHARS;
  return FEEDBACK_MAX_CHARS - RATING_SEPARATOR.length - ratingLine(rating).length;
}

/**
 * Why the comment cannot be sent yet, or null. Messages are the generic form helper's
 * (spec section 5). Spaces around the comment do not count towards the minimum.
 */
export function commentError(comment: string, rating: number | null): string | null {
  const trimmed = comment.trim();
  if (trimmed === '') return FORM_MESSAGES.required;
  if (countChars(trimmed) < FEEDBACK_MIN_CHARS) return FORM_MESSAGES.minLength(FEEDBACK_MIN_CHARS);
  const max = commentMaxLength(rating);
  if (trimmed.length > max) {
    return rating === null
      ? FORM_MESSAGES.maxLength(max)
      : `${FORM_MESSAGES.maxLength(max)} with a rating`;
  }
  return null;
}

/** The body of POST /api/misc/common-notify/ (spec section 3). */
export function feedbackPayload(
  subject: FeedbackSubject,
  user: Pick<User, 'username' | 'type'>,
  comment: string,
  rating: number | null,
): FeedbackPayload {
  return {
    title: subject.title,
    message: feedbackMessage(comment, rating),
    content: subject.content,
    left_content: subject.left_content,
    username: user.username,
    url: window.location.href.slice(0, URL_MAX),
    browser_info: navigator.userAgent,
    user_type: user.type.toUpperCase(),
  };
}
