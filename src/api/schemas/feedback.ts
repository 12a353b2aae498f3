import * as v from 'valibot';

/** Feedback comment limits (spec sections 5 and 9). */
export const FEEDBACK_MIN_CHARS = 3;
export const FEEDBACK_MAX_CHARS = 1000;

/** Body of POST /api/misc/common-notify/ (spec section 3); success is status 200. */
export const FeedbackPayloadSchema = v.object({
  title: v.pipe(v.string(), v.maxLength(300)),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(FEEDBACK_MIN_CHARS, `message must have at least ${FEEDBACK_MIN_CHARS} characters`),
    v.maxLength(FEEDBACK_MAX_CHARS, `message must have at most ${FEEDBACK_MAX_CHARS} characters`),
  ),
  content: v.optional(v.string(), ''),
  left_content: v.optional(v.string(), ''),
  username: v.optional(v.string(), ''),
  url: v.pipe(v.string(), v.maxLength(2000)),
  browser_info: v.optional(v.string(), ''),
  /** Upper case: TEACHER, STUDENT (or VISITOR). */
  user_type: v.pipe(v.string(), v.regex(/^[A-Z_]+$/, 'user_type must be upper case')),
});
export type FeedbackPayload = v.InferInput<typeof FeedbackPayloadSchema>;
