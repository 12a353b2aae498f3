/** The demo users an engine's journeys act as: students of their own, made for that engine. */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE } from '../../host-demo/server/db/openDatabase';

/** Adds students named `${engine}-${role}` (once) to the demo database; returns their names. */
export function addStudents<R extends string>(
  dataDir: string,
  engine: string,
  roles: readonly R[],
): Record<R, string> {
  const db = new Database(path.join(dataDir, DB_FILE));
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      "INSERT OR IGNORE INTO users (username, type, user_preferences) VALUES (?, 'student', '{}')",
    );
    const names = {} as Record<R, string>;
    for (const role of roles) {
      names[role] = `${engine}-${role}`;
      insert.run(names[role]);
    }
    return names;
  } finally {
    db.close();
  }
}
