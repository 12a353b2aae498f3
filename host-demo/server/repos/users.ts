import type { User, UserPreferences } from '../../../src/api/schemas/user';
import type { Db } from '../db/openDatabase';
import { bool, parseJson } from '../db/json';

export interface UserRow {
  id: number;
  username: string;
  type: 'teacher' | 'student';
  is_staff: number;
  is_superuser: number;
  is_jr: number;
  is_premium: number;
  user_preferences: string;
}

export function toApiUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    type: row.type,
    is_staff: bool(row.is_staff),
    is_superuser: bool(row.is_superuser),
    is_jr: bool(row.is_jr),
    is_premium: bool(row.is_premium),
    user_preferences: parseJson<UserPreferences>(row.user_preferences, {}),
  };
}

export function listUsers(db: Db): UserRow[] {
  return db.prepare('SELECT * FROM users ORDER BY id').all() as UserRow[];
}

export function findUserByUsername(db: Db, username: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;
}

/** Merges keys into the stored preferences and returns the result. */
export function mergePreferences(db: Db, user: UserRow, patch: UserPreferences): UserPreferences {
  const current = parseJson<UserPreferences>(
    (db.prepare('SELECT user_preferences FROM users WHERE id = ?').get(user.id) as UserRow)
      .user_preferences,
    {},
  );
  const merged = { ...current, ...patch };
  db.prepare('UPDATE users SET user_preferences = ? WHERE id = ?').run(
    JSON.stringify(merged),
    user.id,
  );
  return merged;
}

/** Premium-feature rule of the demo: a premium subscription or, for Jr. content, a Jr. one. */
export function isPremiumUser(user: UserRow | null): boolean {
  return user !== null && bool(user.is_premium);
}

export function isTeacher(user: UserRow | null): user is UserRow {
  return user !== null && user.type === 'teacher';
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}
