import type { Enrollment, EnrollmentPayloadSchema } from '../../../src/api/schemas/course';
import type * as v from 'valibot';
import { bool, nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { canUsePremium } from '../repos/access';
import {
  findCourse,
  findEnrollment,
  insertEnrollment,
  markEnrollmentCompleted,
  toApiEnrollment,
} from '../repos/courses';
import type { UserRow } from '../repos/users';
import { Forbidden, Invalid, NotFound } from './errors';

export type EnrollmentPayload = v.InferOutput<typeof EnrollmentPayloadSchema>;

/**
 * Enrolls the user (`created`), or returns the enrollment they have. Enrolling again with
 * is_completed marks the course completed; a completed course is never reopened this way.
 */
export function enroll(
  db: Db,
  user: UserRow,
  payload: EnrollmentPayload,
): { enrollment: Enrollment; created: boolean } {
  if (payload.user !== user.id) throw new Invalid('user must be the logged-in user.');
  const course = findCourse(db, String(payload.course));
  if (!course) throw new NotFound('Course not found.');
  if (!canUsePremium(user, course))
    throw new Forbidden('This course requires a premium subscription.');
  const existing = findEnrollment(db, course.id, user.id);
  if (existing) {
    if (payload.is_completed && !bool(existing.is_completed))
      markEnrollmentCompleted(db, existing.id);
    const current = findEnrollment(db, course.id, user.id) ?? existing;
    return { enrollment: toApiEnrollment(current), created: false };
  }
  insertEnrollment(db, course.id, user.id, payload.is_completed, nowIso());
  const created = findEnrollment(db, course.id, user.id);
  if (!created) throw new Error('enrollment was not stored');
  return { enrollment: toApiEnrollment(created), created: true };
}
