import crypto from 'node:crypto';

/** A session's id: 48 hex characters (192 random bits), in a cookie or a frame's header. */
export function newSessionId(): string {
  return crypto.randomBytes(24).toString('hex');
}
