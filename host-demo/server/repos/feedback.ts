import type { Db } from '../db/openDatabase';

/** Stores a feedback message as sent, for the team to read; a visitor's has no user. */
export function insertFeedback(
  db: Db,
  userId: number | null,
  payload: object,
  createdAt: string,
): void {
  db.prepare('INSERT INTO feedback (user_id, payload, created_at) VALUES (?, ?, ?)').run(
    userId,
    JSON.stringify(payload),
    createdAt,
  );
}
