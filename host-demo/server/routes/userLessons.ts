import { Hono, type Context } from 'hono';
import {
  UserLessonCreateSchema,
  UserLessonStepCreateSchema,
  UserLessonStepUpdateSchema,
  UserLessonUpdateSchema,
} from '../../../src/api/schemas/stepResponse';
import { bool, nowIso } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { conflict, forbidden, notFound } from '../http/httpError';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { canUsePremium } from '../repos/access';
import { findLessonById, findStep, type StepRow } from '../repos/lessons';
import {
  findUserLessonStep,
  toApiUserLessonStep,
  type UserLessonStepRow,
} from '../repos/stepResponses';
import {
  findUserLesson,
  findUserLessonFor,
  toApiUserLesson,
  type UserLessonRow,
} from '../repos/userLessons';
import { prepareAnswers } from '../services/answers';
import { SUBMITTED_DETAIL } from './courseResponses';

export const userLessonRoutes = new Hono<AppEnv>();

function ownUserLesson(c: Context<AppEnv>): UserLessonRow {
  const user = requireUser(c);
  const row = findUserLesson(c.get('server').db, parseId(c.req.param('id'), 'user lesson id'));
  if (!row || row.user_id !== user.id) throw notFound('User lesson not found.');
  return row;
}

function lessonStep(c: Context<AppEnv>, userLesson: UserLessonRow, stepId: number): StepRow {
  const step = findStep(c.get('server').db, stepId);
  if (!step || step.lesson_id !== userLesson.lesson_id)
    throw notFound('Step not found in this lesson.');
  return step;
}

function stepRow(c: Context<AppEnv>, userLessonId: number, stepId: number): UserLessonStepRow {
  const row = findUserLessonStep(c.get('server').db, userLessonId, stepId);
  if (!row) throw new Error('user lesson step was not stored');
  return row;
}

userLessonRoutes.get('/api/user-lessons/lessons/:lessonId', (c) => {
  const user = requireUser(c);
  const row = findUserLessonFor(
    c.get('server').db,
    user.id,
    parseId(c.req.param('lessonId'), 'lesson id'),
  );
  if (!row) throw notFound('No user lesson for this lesson yet.');
  return c.json(toApiUserLesson(row));
});

/** Creates the user's lesson record (201), or returns the existing one (200). */
userLessonRoutes.post('/api/user-lessons', async (c) => {
  const user = requireUser(c);
  const payload = await readJson(c, UserLessonCreateSchema);
  const { db } = c.get('server');
  const lesson = findLessonById(db, payload.lesson);
  if (!lesson) throw notFound('Lesson not found.');
  if (!canUsePremium(user, lesson)) throw forbidden('This lesson requires a premium subscription.');
  const existing = findUserLessonFor(db, user.id, lesson.id);
  if (existing) return c.json(toApiUserLesson(existing), 200);
  const now = nowIso();
  db.prepare(
    'INSERT INTO user_lessons (user_id, lesson_id, is_completed, created_at, modified) VALUES (?, ?, ?, ?, ?)',
  ).run(user.id, lesson.id, payload.is_completed ? 1 : 0, now, now);
  const created = findUserLessonFor(db, user.id, lesson.id);
  if (!created) throw new Error('user lesson was not stored');
  return c.json(toApiUserLesson(created), 201);
});

userLessonRoutes.put('/api/user-lessons/:id', async (c) => {
  const row = ownUserLesson(c);
  const payload = await readJson(c, UserLessonUpdateSchema);
  const { db } = c.get('server');
  db.prepare('UPDATE user_lessons SET is_completed = ?, modified = ? WHERE id = ?').run(
    payload.is_completed ? 1 : 0,
    nowIso(),
    row.id,
  );
  return c.json(toApiUserLesson(findUserLesson(db, row.id) ?? row));
});

userLessonRoutes.get('/api/user-lessons/:id/steps', (c) => {
  const row = ownUserLesson(c);
  const steps = c
    .get('server')
    .db.prepare(
      `SELECT uls.* FROM user_lesson_steps uls JOIN lesson_steps ON lesson_steps.id = uls.lesson_step_id
       WHERE uls.user_lesson_id = ? ORDER BY lesson_steps.step_order`,
    )
    .all(row.id) as UserLessonStepRow[];
  return c.json(steps.map(toApiUserLessonStep));
});

/** Creates the step's answers (201); if they exist they are updated as PUT would (200). */
userLessonRoutes.post('/api/user-lessons/:id/steps', async (c) => {
  const row = ownUserLesson(c);
  const payload = await readJson(c, UserLessonStepCreateSchema);
  const { db, mediaDir } = c.get('server');
  const step = lessonStep(c, row, payload.lesson_step);
  const existing = findUserLessonStep(db, row.id, step.id);
  if (existing && bool(existing.submitted)) throw conflict(SUBMITTED_DETAIL);
  db.prepare(
    `INSERT INTO user_lesson_steps (user_lesson_id, lesson_step_id, response, attempt, submitted, modified)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_lesson_id, lesson_step_id) DO UPDATE SET response = excluded.response,
       attempt = MAX(attempt, excluded.attempt), submitted = excluded.submitted,
       modified = excluded.modified`,
  ).run(
    row.id,
    step.id,
    JSON.stringify(prepareAnswers(mediaDir, step, payload.response)),
    payload.attempt ? 1 : 0,
    payload.submitted ? 1 : 0,
    nowIso(),
  );
  return c.json(toApiUserLessonStep(stepRow(c, row.id, step.id)), existing ? 200 : 201);
});

userLessonRoutes.get('/api/user-lessons/:id/steps/:step', (c) => {
  const row = ownUserLesson(c);
  const found = findUserLessonStep(
    c.get('server').db,
    row.id,
    parseId(c.req.param('step'), 'step id'),
  );
  if (!found) throw notFound('No answers saved for this step.');
  return c.json(toApiUserLessonStep(found));
});

userLessonRoutes.put('/api/user-lessons/:id/steps/:step', async (c) => {
  const row = ownUserLesson(c);
  const payload = await readJson(c, UserLessonStepUpdateSchema);
  const { db, mediaDir } = c.get('server');
  const step = lessonStep(c, row, parseId(c.req.param('step'), 'step id'));
  const existing = findUserLessonStep(db, row.id, step.id);
  if (!existing) throw notFound('No answers saved for this step; create them with POST first.');
  if (bool(existing.submitted)) throw conflict(SUBMITTED_DETAIL);
  db.prepare(
    'UPDATE user_lesson_steps SET response = ?, attempt = ?, submitted = ?, modified = ? WHERE id = ?',
  ).run(
    JSON.stringify(prepareAnswers(mediaDir, step, payload.response)),
    payload.attempt || bool(existing.attempt) ? 1 : 0,
    payload.submitted ? 1 : 0,
    nowIso(),
    existing.id,
  );
  return c.json(toApiUserLessonStep(stepRow(c, row.id, step.id)));
});
