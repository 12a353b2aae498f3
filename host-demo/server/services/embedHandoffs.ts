import crypto from 'node:crypto';
import type { Db } from '../db/openDatabase';
import {
  deleteHandoffsExpiredBefore,
  findHandoff,
  insertHandoff,
  markHandoffUsed,
} from '../repos/embedHandoffs';

/**
 * Handoff tokens: how a login made in a pop-up reaches an embed frame on another site, which
 * cannot see the pop-up's cookies. A token is random, names the user and the session that
 * asked for it, lives a minute and works once. Only its SHA-256 is stored, so a copy of the
 * database hands nobody a login.
 */
export type HandoffRefusal = 'unknown' | 'used' | 'expired';

export type HandoffOutcome = { ok: true; userId: number } | { ok: false; refusal: HandoffRefusal };

/** Spent and expired tokens are kept this long, so a late retry is told why it fails. */
const KEEP_SPENT_MS = 10 * 60 * 1000;

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function issueHandoff(
  db: Db,
  request: { userId: number; sessionId: string; ttlMs: number },
  now = Date.now(),
): string {
  deleteHandoffsExpiredBefore(db, now - KEEP_SPENT_MS);
  const token = crypto.randomBytes(32).toString('base64url');
  insertHandoff(db, hash(token), {
    userId: request.userId,
    sessionId: request.sessionId,
    expiresAt: now + request.ttlMs,
  });
  return token;
}

/**
 * Spends a token: the user it names, or why it is refused. The update that marks it used is
 * also the check, so two requests racing with one token cannot both win.
 */
export function consumeHandoff(db: Db, token: string, now = Date.now()): HandoffOutcome {
  const key = hash(token);
  const row = findHandoff(db, key);
  if (!row) return { ok: false, refusal: 'unknown' };
  if (row.used_at !== null) return { ok: false, refusal: 'used' };
  if (row.expires_at <= now) return { ok: false, refusal: 'expired' };
  if (!markHandoffUsed(db, key, now)) return { ok: false, refusal: 'used' };
  return { ok: true, userId: row.user_id };
}
