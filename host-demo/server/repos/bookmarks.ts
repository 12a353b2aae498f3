import type { Bookmark } from '../../../src/api/schemas/bookmark';
import type { Db } from '../db/openDatabase';

interface BookmarkRow {
  id: number;
  object_type: 'lesson';
  object_id: number;
  created_at: string;
}

const toApiBookmark = (row: BookmarkRow): Bookmark => ({
  id: row.id,
  object_type: row.object_type,
  object_id: row.object_id,
  created_at: row.created_at,
});

/** The user's bookmarks, newest first. */
export function listBookmarks(db: Db, userId: number): Bookmark[] {
  const rows = db
    .prepare('SELECT * FROM bookmarks WHERE user_id = ? ORDER BY created_at DESC, id DESC')
    .all(userId) as BookmarkRow[];
  return rows.map(toApiBookmark);
}

/** The user's bookmark of one object, if they made one. */
export function findBookmark(
  db: Db,
  userId: number,
  object: { object_type: Bookmark['object_type']; object_id: number },
): Bookmark | undefined {
  const row = db
    .prepare('SELECT * FROM bookmarks WHERE user_id = ? AND object_type = ? AND object_id = ?')
    .get(userId, object.object_type, object.object_id) as BookmarkRow | undefined;
  return row && toApiBookmark(row);
}

export function insertBookmark(
  db: Db,
  userId: number,
  object: { object_type: Bookmark['object_type']; object_id: number },
  createdAt: string,
): void {
  db.prepare(
    'INSERT INTO bookmarks (user_id, object_type, object_id, created_at) VALUES (?, ?, ?, ?)',
  ).run(userId, object.object_type, object.object_id, createdAt);
}

/** Deletes the user's bookmark; false when they have none with that id. */
export function deleteBookmark(db: Db, userId: number, id: number): boolean {
  return (
    db.prepare('DELETE FROM bookmarks WHERE id = ? AND user_id = ?').run(id, userId).changes > 0
  );
}
