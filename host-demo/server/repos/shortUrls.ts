import type { Db } from '../db/openDatabase';

/** A short link's stored target: one code per (page, content) pair. */
export interface ShortUrlKey {
  /** A path on this site, never an absolute URL (services/sharing.ts keeps it so). */
  url: string;
  contentType: string;
  objectId: string;
}

export function findShortCode(db: Db, key: ShortUrlKey): string | undefined {
  const row = db
    .prepare('SELECT code FROM short_urls WHERE url = ? AND content_type = ? AND object_id = ?')
    .get(key.url, key.contentType, key.objectId) as { code: string } | undefined;
  return row?.code;
}

export function insertShortUrl(db: Db, code: string, key: ShortUrlKey, createdAt: string): void {
  db.prepare(
    'INSERT INTO short_urls (code, url, content_type, object_id, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(code, key.url, key.contentType, key.objectId, createdAt);
}

/** The path a short link leads to, if the code exists. */
export function findShortUrlTarget(db: Db, code: string): string | undefined {
  const row = db.prepare('SELECT url FROM short_urls WHERE code = ?').get(code) as
    { url: string } | undefined;
  return row?.url;
}

/** A dataset shows its short link on its card once one was made (datasets.short_url). */
export function setDatasetShortUrl(db: Db, datasetId: number, url: string): void {
  db.prepare('UPDATE datasets SET short_url = ? WHERE id = ?').run(url, datasetId);
}

/** Forgets the short links made for one object under any of `contentTypes`. */
export function deleteShortUrls(db: Db, contentTypes: readonly string[], objectId: string): void {
  const types = contentTypes.map(() => '?').join(', ');
  db.prepare(`DELETE FROM short_urls WHERE content_type IN (${types}) AND object_id = ?`).run(
    ...contentTypes,
    objectId,
  );
}
