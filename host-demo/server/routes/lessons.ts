import { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv';
import { notFound } from '../http/httpError';
import { parseId } from '../http/readBody';
import { findLesson, findStep, toApiLesson, toApiStep } from '../repos/lessons';

/** Lessons are readable by visitors too; premium gating is shown by the widgets. */
export const lessonRoutes = new Hono<AppEnv>();

lessonRoutes.get('/api/lessons/:id', (c) => {
  const { db } = c.get('server');
  const lesson = findLesson(db, c.req.param('id'));
  if (!lesson) throw notFound('Lesson not found.');
  return c.json(toApiLesson(db, lesson, c.get('user')));
});

lessonRoutes.get('/api/lessons/:id/:step', (c) => {
  const { db } = c.get('server');
  const lesson = findLesson(db, c.req.param('id'));
  const step = findStep(db, parseId(c.req.param('step'), 'step id'));
  if (!lesson || !step || step.lesson_id !== lesson.id) throw notFound('Step not found.');
  return c.json(toApiStep(db, step));
});
