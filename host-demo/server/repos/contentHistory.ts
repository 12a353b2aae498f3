import type { Db } from '../db/openDatabase';

/** A line of a piece of content's change history (the history tab of the staff tools). */
export interface HistoryEntry {
  changes: string;
  date: string;
}

/** A change of a dataset's metadata, as stored: the metadata are JSON text. */
export interface MetadataHistoryRow {
  dataset_name: string;
  date: string;
  added_by: string;
  previous_metadata: string;
  current_metadata: string;
}

export function addHistoryEntry(
  db: Db,
  contentType: string,
  contentId: number,
  changes: string,
  date: string,
): void {
  db.prepare(
    'INSERT INTO content_history (content_type, content_id, changes, date) VALUES (?, ?, ?, ?)',
  ).run(contentType, contentId, changes, date);
}

/** Newest first. */
export function listHistory(db: Db, contentType: string, contentId: number): HistoryEntry[] {
  return db
    .prepare(
      'SELECT changes, date FROM content_history WHERE content_type = ? AND content_id = ? ORDER BY date DESC',
    )
    .all(contentType, contentId) as HistoryEntry[];
}

/** Newest first. */
export function listMetadataHistory(
  db: Db,
  contentType: string,
  contentId: number,
): MetadataHistoryRow[] {
  return db
    .prepare(
      `SELECT dataset_name, date, added_by, previous_metadata, current_metadata FROM metadata_history
       WHERE content_type = ? AND content_id = ? ORDER BY date DESC`,
    )
    .all(contentType, contentId) as MetadataHistoryRow[];
}

/** Forgets both histories of one piece of content: its changes and its metadata's. */
export function deleteHistories(db: Db, contentType: string, contentId: number): void {
  for (const table of ['content_history', 'metadata_history'])
    db.prepare(`DELETE FROM ${table} WHERE content_type = ? AND content_id = ?`).run(
      contentType,
      contentId,
    );
}
