import type { Db } from '../db/openDatabase';

/** A handoff token as stored: only its SHA-256, never the token itself. */
export interface HandoffRow {
  user_id: number;
  /** Milliseconds since the epoch, as are the other times here. */
  expires_at: number;
  used_at: number | null;
}

/** Forgets the tokens that expired before `before`. */
export function deleteHandoffsExpiredBefore(db: Db, before: number): void {
  db.prepare('DELETE FROM embed_handoffs WHERE expires_at < ?').run(before);
}

export function insertHandoff(
  db: Db,
  tokenHash: string,
  handoff: { userId: number; sessionId: string; expiresAt: number },
): void {
  db.prepare(
    'INSERT INTO embed_handoffs (token_hash, user_id, session_id, expires_at) VALUES (?, ?, ?, ?)',
  ).run(tokenHash, handoff.userId, handoff.sessionId, handoff.expiresAt);
}

export function findHandoff(db: Db, tokenHash: string): HandoffRow | undefined {
  return db
    .prepare('SELECT user_id, expires_at, used_at FROM embed_handoffs WHERE token_hash = ?')
    .get(tokenHash) as HandoffRow | undefined;
}

/** Marks the token used; false when another request already did (the update is the check). */
export function markHandoffUsed(db: Db, tokenHash: string, usedAt: number): boolean {
  const spent = db
    .prepare('UPDATE embed_handoffs SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
    .run(usedAt, tokenHash);
  return spent.changes === 1;
}
