import crypto from 'node:crypto';
import type { Db } from '../db/openDatabase';

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

interface HandoffRow {
  user_id: number;
  expires_at: number;
  used_at: number | null;
}

export function issueHandoff(
  db: Db,
  request: { userId: number; sessionId: string; ttlMs: number },
  now = Date.now(),
): string {
  db.prepare('DELETE FROM embed_handoffs WHERE expires_at < ?').run(now - KEEP_SPENT_MS);
  const token = crypto.randomBytes(32).toString('base64url');
  db.prepare(
    'INSERT INTO embed_handoffs (token_hash, user_id, session_id, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hash(token), request.userId, request.sessionId, now + request.ttlMs);
  return token;
}

/**
 * Spends a token: the user it names, or why it is refused. The update that marks it used is
 * also the check, so two requests racing with one token cannot both win.
 */
export function consumeHandoff(db: Db, token: string, now = Date.now()): HandoffOutcome {
  const key = hash(token);
  const row = db
    .prepare('SELECT user_id, expires_at, used_at FROM embed_handoffs WHERE token_hash = ?')
    .get(key) as HandoffRow | undefined;
  if (!row) return { ok: false, refusal: 'unknown' };
  if (row.used_at !== null) return { ok: false, refusal: 'used' };
  if (row.expires_at <= now) return { ok: false, refusal: 'expired' };
  const spent = db
    .prepare('UPDATE embed_handoffs SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
    .run(now, key);
  if (spent.changes !== 1) return { ok: false, refusal: 'used' };
  return { ok: true, userId: row.user_id };
}
