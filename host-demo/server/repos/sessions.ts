import type { Db } from '../db/openDatabase';

/**
 * How a session's id travels: a first-party cookie; a cookie of the framed kind (started in
 * another site's frame); or a header an embed frame sends itself, in a browser that keeps no
 * cookie there (docs/api.md, "Frame sessions"). Stored in the `framed` column as 0, 1 and 2.
 */
export type SessionKind = 'first-party' | 'framed-cookie' | 'frame-header';
const KINDS: SessionKind[] = ['first-party', 'framed-cookie', 'frame-header'];

/** A login, as stored under the id its cookie (or frame header) carries. */
export interface SessionRow {
  user_id: number;
  created_at: string;
  last_seen_at: string | null;
  kind: SessionKind;
}

export function findSession(db: Db, id: string): SessionRow | undefined {
  const row = db
    .prepare('SELECT user_id, created_at, last_seen_at, framed FROM sessions WHERE id = ?')
    .get(id) as (Omit<SessionRow, 'kind'> & { framed: number }) | undefined;
  if (!row) return undefined;
  const { framed, ...rest } = row;
  return { ...rest, kind: KINDS[framed] ?? 'first-party' };
}

/** A new session, seen for the first time when it starts. */
export function insertSession(
  db: Db,
  id: string,
  session: { userId: number; createdAt: string; kind: SessionKind },
): void {
  db.prepare(
    'INSERT INTO sessions (id, user_id, created_at, last_seen_at, framed) VALUES (?, ?, ?, ?, ?)',
  ).run(id, session.userId, session.createdAt, session.createdAt, KINDS.indexOf(session.kind));
}

export function touchSession(db: Db, id: string, seenAt: string): void {
  db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(seenAt, id);
}

export function deleteSession(db: Db, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}
