import { Hono } from 'hono';
import { EnrollmentPayloadSchema } from '../../../src/api/schemas/course';
import type { AppEnv } from '../http/appEnv';
import { readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { findCourse, listCourses, toApiCourse } from '../repos/courses';
import { enroll } from '../services/enrollments';
import { NotFound } from '../services/errors';

export const courseRoutes = new Hono<AppEnv>();

courseRoutes.get('/api/courses', (c) => c.json(listCourses(c.get('server').db, c.get('user'))));

courseRoutes.get('/api/courses/:id', (c) => {
  const { db } = c.get('server');
  const course = findCourse(db, c.req.param('id'));
  if (!course) throw new NotFound('Course not found.');
  return c.json(toApiCourse(db, course, c.get('user')));
});

/**
 * Enrolls the current user (201), or returns the existing enrollment (200). Calling it again
 * with is_completed updates the course's completion.
 */
courseRoutes.post('/api/courses/enroll', async (c) => {
  const user = requireUser(c);
  const payload = await readJson(c, EnrollmentPayloadSchema);
  const { enrollment, created } = enroll(c.get('server').db, user, payload);
  return c.json(enrollment, created ? 201 : 200);
});
