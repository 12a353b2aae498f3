import type { Db } from '../db/openDatabase';

/**
 * Plot images users uploaded (graph answers' previews), so an answer can refer to one later,
 * and only its owner's. `owner` is where it was captured: an enrollment or user lesson and a
 * step, or 'answer' and the step for a preview sent inside an answer.
 */
export function insertPlotImage(
  db: Db,
  userId: number,
  owner: { a: string; b: string },
  file: string,
  createdAt: string,
): void {
  db.prepare(
    'INSERT INTO plot_images (user_id, owner_a, owner_b, file, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(userId, owner.a, owner.b, file, createdAt);
}

export function isOwnPlotImage(db: Db, userId: number, file: string): boolean {
  return (
    db.prepare('SELECT 1 FROM plot_images WHERE user_id = ? AND file = ?').get(userId, file) !==
    undefined
  );
}
