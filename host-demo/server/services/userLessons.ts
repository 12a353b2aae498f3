import type { UserLesson } from '../../../src/api/schemas/stepResponse';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { canUsePremium, PREMIUM_LESSON_DETAIL } from '../repos/access';
import type { LessonRow } from '../repos/lessons';
import {
  findUserLesson,
  findUserLessonFor,
  insertUserLesson,
  setUserLessonCompleted,
  toApiUserLesson,
  type UserLessonRow,
} from '../repos/userLessons';
import type { UserRow } from '../repos/users';
import { assertAssessmentOpen } from './answerWrites';
import { Forbidden } from './errors';

/**
 * Starts the user's record of a lesson taken outside a course (`created`), or returns the one
 * they have. Premium content needs the subscription.
 */
export function startUserLesson(
  db: Db,
  user: UserRow,
  lesson: LessonRow,
  isCompleted: boolean,
): { userLesson: UserLesson; created: boolean } {
  if (!canUsePremium(user, lesson)) throw new Forbidden(PREMIUM_LESSON_DETAIL);
  const existing = findUserLessonFor(db, user.id, lesson.id);
  if (existing) return { userLesson: toApiUserLesson(existing), created: false };
  insertUserLesson(db, user.id, lesson.id, isCompleted, nowIso());
  const created = findUserLessonFor(db, user.id, lesson.id);
  if (!created) throw new Error('user lesson was not stored');
  return { userLesson: toApiUserLesson(created), created: true };
}

/** Marks the lesson completed or not; a completed assessment cannot be reopened. */
export function setLessonCompletion(
  db: Db,
  user: UserRow,
  at: { userLesson: UserLessonRow; lesson: LessonRow },
  isCompleted: boolean,
): UserLesson {
  if (!isCompleted) assertAssessmentOpen(db, user, at.lesson);
  setUserLessonCompleted(db, at.userLesson.id, isCompleted, nowIso());
  return toApiUserLesson(findUserLesson(db, at.userLesson.id) ?? at.userLesson);
}
