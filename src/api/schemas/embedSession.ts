import * as v from 'valibot';
import { FRAME_SESSION_PATTERN } from '../frameSession';
import { UserSchema } from './user';

/**
 * Logging in from an embed on another site (docs/api.md, "Embed sessions"): a pop-up on the
 * site asks for a single-use handoff token, and the frame that opened it spends the token
 * to start its own session.
 */
const HandoffToken = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Expected a handoff token'),
);

/** Answer of POST /api/embed/session-handoff/. */
export const EmbedHandoffSchema = v.object({
  token: HandoffToken,
  /** Seconds the token stays valid. */
  expires_in: v.number(),
});
export type EmbedHandoff = v.InferOutput<typeof EmbedHandoffSchema>;

/** Body of POST /api/embed/session/ (the answer is the user, as /api/whoami/ gives it). */
export const EmbedSessionExchangeSchema = v.strictObject({ token: HandoffToken });

/**
 * Answer of POST /api/embed/frame-session/ (the same body as the exchange above): a session the
 * frame keeps itself and sends in a header, for a browser that keeps no cookie in the frame.
 */
export const FrameSessionSchema = v.object({
  session: v.pipe(v.string(), v.regex(FRAME_SESSION_PATTERN, 'Expected a frame session')),
  user: UserSchema,
});
export type FrameSession = v.InferOutput<typeof FrameSessionSchema>;
