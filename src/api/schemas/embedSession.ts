import * as v from 'valibot';

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
