import type { UserLesson } from '../../../src/api/schemas/stepResponse';
import type { Db } from '../db/openDatabase';
import { bool } from '../db/json';

export interface UserLessonRow {
  id: number;
  user_id: number;
  lesson_id: number;
  is_completed: number;
  created_at: string;
  modified: string;
}

export function findUserLesson(db: Db, id: number): UserLessonRow | undefined {
  return db.prepare('SELECT * FROM user_lessons WHERE id = ?').get(id) as UserLessonRow | undefined;
}

export function findUserLessonFor(
  db: Db,
  userId: number,
  lessonId: number,
): UserLessonRow | undefined {
  return db
    .prepare('SELECT * FROM user_lessons WHERE user_id = ? AND lesson_id = ?')
    .get(userId, lessonId) as UserLessonRow | undefined;
}

export function toApiUserLesson(row: UserLessonRow): UserLesson {
  return {
    id: row.id,
    lesson: row.lesson_id,
    user: row.user_id,
    is_completed: bool(row.is_completed),
    created_at: row.created_at,
    modified: row.modified,
  };
}

/** Starts a user's lesson record; returns its id. */
export function insertUserLesson(
  db: Db,
  userId: number,
  lessonId: number,
  isCompleted: boolean,
  now: string,
): number {
  const result = db
    .prepare(
      'INSERT INTO user_lessons (user_id, lesson_id, is_completed, created_at, modified) VALUES (?, ?, ?, ?, ?)',
    )
    .run(userId, lessonId, isCompleted ? 1 : 0, now, now);
  return Number(result.lastInsertRowid);
}

export function setUserLessonCompleted(
  db: Db,
  id: number,
  isCompleted: boolean,
  now: string,
): void {
  db.prepare('UPDATE user_lessons SET is_completed = ?, modified = ? WHERE id = ?').run(
    isCompleted ? 1 : 0,
    now,
    id,
  );
}

/**
 * The user's lesson record for a lesson, started when missing: what a Django view does when
 * it renders a lesson page for a logged-in user, so the page can name it (plot images are
 * stored under the caller's own enrollment or user lesson only).
 */
export function userLessonIdFor(db: Db, userId: number, lessonId: number): number {
  const existing = findUserLessonFor(db, userId, lessonId);
  if (existing) return existing.id;
  return insertUserLesson(db, userId, lessonId, false, new Date().toISOString());
}
