import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_SQL } from './schema';
import { seedDatabase } from '../seed/seedDatabase';
import type { Db } from './db';

export type { Db } from './db';

export const DB_FILE = 'demo.sqlite3';
export const MEDIA_DIR = 'media';

/** Deletes the database (with its WAL files) and the uploaded media of a data directory. */
export function resetDataDir(dataDir: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    fs.rmSync(path.join(dataDir, DB_FILE + suffix), { force: true });
  }
  fs.rmSync(path.join(dataDir, MEDIA_DIR), { recursive: true, force: true });
}

/** Columns added after a database may already exist (CREATE TABLE IF NOT EXISTS keeps it). */
function migrate(db: Db): void {
  const columns = db.prepare('PRAGMA table_info(sessions)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'last_seen_at'))
    db.exec('ALTER TABLE sessions ADD COLUMN last_seen_at TEXT');
  if (!columns.some((column) => column.name === 'framed'))
    db.exec('ALTER TABLE sessions ADD COLUMN framed INTEGER NOT NULL DEFAULT 0');
  const grants = db.prepare('PRAGMA table_info(integrations)').all() as { name: string }[];
  if (!grants.some((column) => column.name === 'scopes')) {
    db.exec("ALTER TABLE integrations ADD COLUMN scopes TEXT NOT NULL DEFAULT '[]'");
    db.exec('ALTER TABLE integrations ADD COLUMN multi_account INTEGER NOT NULL DEFAULT 0');
  }
  for (const table of ['courses', 'lessons']) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!columns.some((column) => column.name === 'subject'))
      db.exec(`ALTER TABLE ${table} ADD COLUMN subject TEXT`);
  }
  const activityColumns = db.prepare('PRAGMA table_info(activities)').all() as { name: string }[];
  if (!activityColumns.some((column) => column.name === 'lesson_id'))
    db.exec(
      'ALTER TABLE activities ADD COLUMN lesson_id INTEGER REFERENCES lessons(id) ON DELETE SET NULL',
    );
  if (!activityColumns.some((column) => column.name === 'version'))
    db.exec('ALTER TABLE activities ADD COLUMN version INTEGER NOT NULL DEFAULT 1');
}

/** Opens (creating and seeding when empty) the demo database in `dataDir`. */
export function openDatabase(dataDir: string, reset = false): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  if (reset) resetDataDir(dataDir);
  const db = new Database(path.join(dataDir, DB_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Two servers on one directory (a test restarting one) wait rather than fail.
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA_SQL);
  migrate(db);
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number };
  if (count === 0) db.transaction(() => seedDatabase(db))();
  return db;
}
