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
