import type { Db } from '../db/openDatabase';

/** A login, as stored under the id its cookie carries. */
export interface SessionRow {
  user_id: number;
  created_at: string;
  last_seen_at: string | null;
  /** 1 when it was started inside an embed frame on another site. */
  framed: number;
}

export function findSession(db: Db, id: string): SessionRow | undefined {
  return db
    .prepare('SELECT user_id, created_at, last_seen_at, framed FROM sessions WHERE id = ?')
    .get(id) as SessionRow | undefined;
}

/** A new session, seen for the first time when it starts. */
export function insertSession(
  db: Db,
  id: string,
  session: { userId: number; createdAt: string; framed: boolean },
): void {
  db.prepare(
    'INSERT INTO sessions (id, user_id, created_at, last_seen_at, framed) VALUES (?, ?, ?, ?, ?)',
  ).run(id, session.userId, session.createdAt, session.createdAt, session.framed ? 1 : 0);
}

export function touchSession(db: Db, id: string, seenAt: string): void {
  db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(seenAt, id);
}

export function deleteSession(db: Db, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}
