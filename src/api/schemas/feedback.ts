import * as v from 'valibot';
import { nameSchema, textSchema } from './text';

/** Feedback comment limits (spec sections 5 and 9). */
export const FEEDBACK_MIN_CHARS = 3;
export const FEEDBACK_MAX_CHARS = 1000;
/** The step's markup the feedback is about (a long step stays far below this). */
export const FEEDBACK_CONTENT_MAX_CHARS = 100_000;

/**
 * Body of POST /api/misc/common-notify/ (spec section 3); success is status 200. Every field
 * is bounded, since the team reads these in a review list and nobody may fill the database.
 */
export const FeedbackPayloadSchema = v.object({
  title: nameSchema('title', 300),
  message: v.pipe(
    textSchema('message', FEEDBACK_MAX_CHARS * 2),
    v.trim(),
    v.minLength(FEEDBACK_MIN_CHARS, `message must have at least ${FEEDBACK_MIN_CHARS} characters`),
    v.maxLength(FEEDBACK_MAX_CHARS, `message must have at most ${FEEDBACK_MAX_CHARS} characters`),
  ),
  content: v.optional(textSchema('content', FEEDBACK_CONTENT_MAX_CHARS), ''),
  left_content: v.optional(textSchema('left_content', FEEDBACK_CONTENT_MAX_CHARS), ''),
  username: v.optional(nameSchema('username', 150), ''),
  url: nameSchema('url', 2000),
  browser_info: v.optional(nameSchema('browser_info', 1000), ''),
  /** Upper case: TEACHER, STUDENT (or VISITOR). */
  user_type: v.pipe(
    v.string(),
    v.maxLength(20, 'user_type must have at most 20 characters'),
    v.regex(/^[A-Z_]+$/, 'user_type must be upper case'),
  ),
});
export type FeedbackPayload = v.InferInput<typeof FeedbackPayloadSchema>;
