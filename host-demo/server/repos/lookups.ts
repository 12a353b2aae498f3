import type { DiscountSetting } from '../../../src/api/schemas/lookup';
import type { Db } from '../db/openDatabase';

/** The site's settings, partner icons and keyword definitions (read-only reference data). */

export function findSetting(db: Db, key: string): DiscountSetting | undefined {
  return db.prepare('SELECT key, value, description FROM settings WHERE key = ?').get(key) as
    DiscountSetting | undefined;
}

export function listPartnerIcons(db: Db): { value: string; file: string }[] {
  return db.prepare('SELECT value, file FROM partner_icons ORDER BY position').all() as {
    value: string;
    file: string;
  }[];
}

export function findKeywordDefinition(db: Db, id: number): string | undefined {
  const row = db.prepare('SELECT definition FROM keywords WHERE id = ?').get(id) as
    { definition: string } | undefined;
  return row?.definition;
}
