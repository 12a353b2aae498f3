import { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv';
import { Forbidden, NotFound } from '../services/errors';
import { parseId } from '../http/readBody';
import { PREMIUM_LESSON_DETAIL } from '../repos/access';
import { canReadLesson } from '../repos/activityAccess';
import { findLesson, findStep } from '../repos/lessons';
import { stepAccess, toApiLesson, toApiStep } from '../services/lessonView';

/**
 * Lessons are readable by visitors too, except a content-builder draft (see canReadLesson). A
 * premium lesson comes without its steps' content for
 * a user who may not use it (the widgets show the premium notice), and answer keys come only
 * once released.
 */
export const lessonRoutes = new Hono<AppEnv>();

lessonRoutes.get('/api/lessons/:id', (c) => {
  const { db } = c.get('server');
  const lesson = findLesson(db, c.req.param('id'));
  if (!lesson || !canReadLesson(db, c.get('user'), lesson.id))
    throw new NotFound('Lesson not found.');
  return c.json(toApiLesson(db, lesson, c.get('user')));
});

lessonRoutes.get('/api/lessons/:id/:step', (c) => {
  const { db } = c.get('server');
  const lesson = findLesson(db, c.req.param('id'));
  const step = findStep(db, parseId(c.req.param('step'), 'step id'));
  if (!lesson || !step || step.lesson_id !== lesson.id) throw new NotFound('Step not found.');
  if (!canReadLesson(db, c.get('user'), lesson.id)) throw new NotFound('Step not found.');
  const access = stepAccess(db, c.get('user'), lesson, step);
  if (access === 'premium-withheld') throw new Forbidden(PREMIUM_LESSON_DETAIL);
  return c.json(toApiStep(db, step, access));
});
