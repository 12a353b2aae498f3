import type { Bookmark, BookmarkPayload } from '../../../src/api/schemas/bookmark';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { deleteBookmark, findBookmark, insertBookmark } from '../repos/bookmarks';
import { findLessonById } from '../repos/lessons';
import type { UserRow } from '../repos/users';
import { NotFound } from './errors';

/**
 * Bookmarks a lesson for the user; bookmarking it again keeps the bookmark they have
 * (`created` false).
 */
export function bookmarkLesson(
  db: Db,
  user: UserRow,
  payload: BookmarkPayload,
): { bookmark: Bookmark; created: boolean } {
  if (!findLessonById(db, payload.object_id)) throw new NotFound('Lesson not found.');
  const existing = findBookmark(db, user.id, payload);
  if (existing) return { bookmark: existing, created: false };
  insertBookmark(db, user.id, payload, nowIso());
  const created = findBookmark(db, user.id, payload);
  if (!created) throw new Error('bookmark was not stored');
  return { bookmark: created, created: true };
}

export function removeBookmark(db: Db, user: UserRow, id: number): void {
  if (!deleteBookmark(db, user.id, id)) throw new NotFound('Bookmark not found.');
}
