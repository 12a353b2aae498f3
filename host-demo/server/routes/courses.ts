import { Hono } from 'hono';
import { EnrollmentPayloadSchema, type Enrollment } from '../../../src/api/schemas/course';
import { bool, nowIso } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { badRequest, forbidden, notFound } from '../http/httpError';
import { readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { canUsePremium } from '../repos/access';
import {
  findCourse,
  findEnrollment,
  listCourses,
  toApiCourse,
  type EnrollmentRow,
} from '../repos/courses';

export const courseRoutes = new Hono<AppEnv>();

function toApiEnrollment(row: EnrollmentRow): Enrollment {
  return {
    id: row.id,
    course: row.course_id,
    user: row.user_id,
    is_completed: bool(row.is_completed),
  };
}

courseRoutes.get('/api/courses', (c) => c.json(listCourses(c.get('server').db, c.get('user'))));

courseRoutes.get('/api/courses/:id', (c) => {
  const { db } = c.get('server');
  const course = findCourse(db, c.req.param('id'));
  if (!course) throw notFound('Course not found.');
  return c.json(toApiCourse(db, course, c.get('user')));
});

/**
 * Enrolls the current user (201), or returns the existing enrollment (200). Calling it again
 * with is_completed updates the course's completion.
 */
courseRoutes.post('/api/courses/enroll', async (c) => {
  const user = requireUser(c);
  const payload = await readJson(c, EnrollmentPayloadSchema);
  if (payload.user !== user.id) throw badRequest('user must be the logged-in user.');
  const { db } = c.get('server');
  const course = findCourse(db, String(payload.course));
  if (!course) throw notFound('Course not found.');
  if (!canUsePremium(user, course)) throw forbidden('This course requires a premium subscription.');
  const existing = findEnrollment(db, course.id, user.id);
  if (existing) {
    if (payload.is_completed && !bool(existing.is_completed)) {
      db.prepare('UPDATE enrollments SET is_completed = 1 WHERE id = ?').run(existing.id);
    }
    return c.json(toApiEnrollment(findEnrollment(db, course.id, user.id) ?? existing), 200);
  }
  db.prepare(
    'INSERT INTO enrollments (course_id, user_id, is_completed, created_at) VALUES (?, ?, ?, ?)',
  ).run(course.id, user.id, payload.is_completed ? 1 : 0, nowIso());
  const created = findEnrollment(db, course.id, user.id);
  if (!created) throw new Error('enrollment was not stored');
  return c.json(toApiEnrollment(created), 201);
});
