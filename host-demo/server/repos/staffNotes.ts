import type { Db } from '../db/openDatabase';

export interface StaffNote {
  note: string;
  created_at: string;
  added_by: string;
}

/** The staff's notes on one piece of content, newest first. */
export function listStaffNotes(db: Db, contentType: string, contentId: number): StaffNote[] {
  return db
    .prepare(
      'SELECT note, created_at, added_by FROM staff_notes WHERE content_type = ? AND content_id = ? ORDER BY created_at DESC',
    )
    .all(contentType, contentId) as StaffNote[];
}

export function deleteStaffNotes(db: Db, contentType: string, contentId: number): void {
  db.prepare('DELETE FROM staff_notes WHERE content_type = ? AND content_id = ?').run(
    contentType,
    contentId,
  );
}
