import type { Db } from '../db/openDatabase';
import type { ActivityRow } from './datasets';

export function markActivityInReview(db: Db, id: number, modifiedAt: string): void {
  db.prepare(`UPDATE activities SET review_status = 'in_review', modified_at = ? WHERE id = ?`).run(
    modifiedAt,
    id,
  );
}

/** Writes the given fields and moves the activity to its next version. */
export function updateActivityFields(
  db: Db,
  row: ActivityRow,
  fields: [string, unknown][],
  modifiedAt: string,
): void {
  // Column names come from the schema's fixed keys, never from the request.
  const assignments = fields.map(([key]) => `${key} = ?, `).join('');
  db.prepare(
    `UPDATE activities SET ${assignments}modified_at = ?, version = version + 1 WHERE id = ?`,
  ).run(...fields.map(([, value]) => value), modifiedAt, row.id);
}

/** A user's own activities, the last changed first. */
export function listActivitiesAskedBy(db: Db, userId: number): ActivityRow[] {
  return db
    .prepare('SELECT * FROM activities WHERE asked_by_id = ? ORDER BY modified_at DESC, id DESC')
    .all(userId) as ActivityRow[];
}

/** A new activity: a draft of version 1, no source and no content yet. Returns its id. */
export function insertDraftActivity(
  db: Db,
  activity: Pick<
    ActivityRow,
    'dataset_id' | 'activity_title' | 'activity_type' | 'access_url' | 'asked_by_id' | 'modified_at'
  >,
): number {
  const result = db
    .prepare(
      `INSERT INTO activities (dataset_id, activity_title, activity_type, access_url, asked_by_id,
         source, content, review_status, modified_at, version)
       VALUES (?, ?, ?, ?, ?, '', '', 'draft', ?, 1)`,
    )
    .run(
      activity.dataset_id,
      activity.activity_title,
      activity.activity_type,
      activity.access_url,
      activity.asked_by_id,
      activity.modified_at,
    );
  return Number(result.lastInsertRowid);
}

export function setActivityAccessUrl(db: Db, id: number, accessUrl: string): void {
  db.prepare('UPDATE activities SET access_url = ? WHERE id = ?').run(accessUrl, id);
}

export function setActivityLesson(db: Db, id: number, lessonId: number): void {
  db.prepare('UPDATE activities SET lesson_id = ? WHERE id = ?').run(lessonId, id);
}
