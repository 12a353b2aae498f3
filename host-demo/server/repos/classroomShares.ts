import type { Db } from '../db/openDatabase';

/** Content shared with a class, or posted to its classroom service. */
export interface SharedContent {
  type: string;
  id: number;
}

export function isSharedWith(db: Db, classroomId: number, content: SharedContent): boolean {
  return (
    db
      .prepare(
        'SELECT 1 FROM classroom_shares WHERE classroom_id = ? AND content_type = ? AND content_id = ?',
      )
      .get(classroomId, content.type, content.id) !== undefined
  );
}

/** Shares content with a class; sharing it again changes nothing. */
export function insertClassroomShare(
  db: Db,
  classroomId: number,
  content: SharedContent,
  createdAt: string,
): void {
  db.prepare(
    `INSERT INTO classroom_shares (classroom_id, content_type, content_id, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  ).run(classroomId, content.type, content.id, createdAt);
}

/** Records a post to the class's classroom service, keeping the service's latest item id. */
export function upsertClassroomPost(
  db: Db,
  classroomId: number,
  content: SharedContent,
  gassignmentId: string,
  createdAt: string,
): void {
  db.prepare(
    `INSERT INTO classroom_shares (classroom_id, content_type, content_id, gassignment_id, created_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (classroom_id, content_type, content_id) DO UPDATE SET gassignment_id = excluded.gassignment_id`,
  ).run(classroomId, content.type, content.id, gassignmentId, createdAt);
}

/** Takes the content back from every class it was shared with or posted to. */
export function deleteClassroomShares(db: Db, content: SharedContent): void {
  db.prepare('DELETE FROM classroom_shares WHERE content_type = ? AND content_id = ?').run(
    content.type,
    content.id,
  );
}
