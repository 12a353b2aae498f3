import { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv';
import { NotFound } from '../services/errors';
import { requireUser } from '../http/session';
import { courseOfLesson, findCourse, findEnrollment } from '../repos/courses';
import { findLesson } from '../repos/lessons';
import { buildCourseReview } from '../services/courseReview';

export const analyticsRoutes = new Hono<AppEnv>();

analyticsRoutes.get('/api/analytics/usercourse/:course/lesson/:lesson', (c) => {
  const user = requireUser(c);
  const { db } = c.get('server');
  const course = findCourse(db, c.req.param('course'));
  const lesson = findLesson(db, c.req.param('lesson'));
  if (!course || !lesson || courseOfLesson(db, lesson.id)?.id !== course.id) {
    throw new NotFound('Lesson not found in this course.');
  }
  const enrollment = findEnrollment(db, course.id, user.id);
  if (!enrollment) throw new NotFound('You are not enrolled in this course.');
  return c.json(buildCourseReview(db, user, course.id, lesson, enrollment.id));
});
