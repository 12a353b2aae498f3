import {
  canOpenActivity,
  isListedPublicly,
  type ActivityVisibility,
} from '../../../src/content/activityVisibility';
import { bool } from '../db/json';
import type { Db } from '../db/openDatabase';
import type { ActivityRow } from './datasets';
import type { UserRow } from './users';

/**
 * The server's side of src/content/activityVisibility.ts: where an activity is read, listed or
 * shared, this decides with the shared rule. Callers answer 404 when it says no, so a draft's
 * existence does not leak.
 */

type VisibilityRow = Pick<ActivityRow, 'asked_by_id' | 'review_status' | 'lesson_id'>;

function visibilityOf(row: VisibilityRow): ActivityVisibility {
  return { review_status: row.review_status, author_id: row.asked_by_id };
}

/** Whether the activity's lesson was assigned to a class `userId` is a student of. */
function isAssignedToStudent(db: Db, lessonId: number | null, userId: number): boolean {
  if (lessonId === null) return false;
  return (
    db
      .prepare(
        `SELECT 1 FROM assignments a
         JOIN classroom_students cs ON cs.classroom_id = a.classroom_id
         WHERE a.lesson_id = ? AND cs.student_id = ?`,
      )
      .get(lessonId, userId) !== undefined
  );
}

export function canOpenActivityRow(db: Db, user: UserRow | null, row: VisibilityRow): boolean {
  const viewer = user
    ? { id: user.id, is_staff: bool(user.is_staff), is_superuser: bool(user.is_superuser) }
    : null;
  const visibility = visibilityOf(row);
  if (canOpenActivity(visibility, viewer, false)) return true;
  // The assignment lookup only matters for somebody else's unpublished activity.
  return (
    user !== null &&
    canOpenActivity(visibility, viewer, isAssignedToStudent(db, row.lesson_id, user.id))
  );
}

export function isActivityListed(row: Pick<ActivityRow, 'review_status'>): boolean {
  return isListedPublicly(row);
}

/**
 * Whether a user may read a lesson. A lesson made in the content builder follows its
 * activity's rule; every other lesson is readable by all (premium content is gated apart).
 */
export function canReadLesson(db: Db, user: UserRow | null, lessonId: number): boolean {
  const activity = db
    .prepare('SELECT asked_by_id, review_status, lesson_id FROM activities WHERE lesson_id = ?')
    .get(lessonId) as VisibilityRow | undefined;
  return !activity || canOpenActivityRow(db, user, activity);
}

/** The review state of the activity a lesson was built for, if any (listings read it). */
export function lessonActivityStatus(
  db: Db,
  lessonId: number,
): Pick<ActivityRow, 'review_status'> | undefined {
  return db.prepare('SELECT review_status FROM activities WHERE lesson_id = ?').get(lessonId) as
    Pick<ActivityRow, 'review_status'> | undefined;
}
