import { Hono, type Context } from 'hono';
import {
  UserLessonCreateSchema,
  UserLessonStepCreateSchema,
  UserLessonStepUpdateSchema,
  UserLessonUpdateSchema,
} from '../../../src/api/schemas/stepResponse';
import { nowIso } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { forbidden, notFound } from '../http/httpError';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { canUsePremium, PREMIUM_LESSON_DETAIL } from '../repos/access';
import { canReadLesson } from '../repos/activityAccess';
import {
  findLessonById,
  findStep,
  listSteps,
  type LessonRow,
  type StepRow,
} from '../repos/lessons';
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
import { releasedKeyFor } from '../services/answerKeys';
import { writerOf } from '../http/answerWriter';
import { storeStepAnswers } from '../services/answers';
import { assertAssessmentOpen, decideAnswerWrite } from '../services/answerWrites';

export const userLessonRoutes = new Hono<AppEnv>();

/** The user's own user lesson from the path, with its lesson; anybody else's is not found. */
function ownUserLesson(c: Context<AppEnv>): { userLesson: UserLessonRow; lesson: LessonRow } {
  const user = requireUser(c);
  const userLesson = findUserLesson(
    c.get('server').db,
    parseId(c.req.param('id'), 'user lesson id'),
  );
  const lesson = userLesson ? findLessonById(c.get('server').db, userLesson.lesson_id) : undefined;
  if (!userLesson || !lesson || userLesson.user_id !== user.id)
    throw notFound('User lesson not found.');
  if (!canReadLesson(c.get('server').db, user, lesson.id)) throw notFound('User lesson not found.');
  return { userLesson, lesson };
}

function lessonStep(c: Context<AppEnv>, userLesson: UserLessonRow, stepId: number): StepRow {
  const step = findStep(c.get('server').db, stepId);
  if (!step || step.lesson_id !== userLesson.lesson_id)
    throw notFound('Step not found in this lesson.');
  return step;
}

/** The stored step as the user may see it: verdicts and key only once released. */
function present(c: Context<AppEnv>, row: UserLessonStepRow, lesson: LessonRow, step: StepRow) {
  const key = releasedKeyFor(c.get('server').db, c.get('user'), lesson, step);
  return toApiUserLessonStep(row, key);
}

function storedStep(c: Context<AppEnv>, userLessonId: number, stepId: number): UserLessonStepRow {
  const row = findUserLessonStep(c.get('server').db, userLessonId, stepId);
  if (!row) throw new Error('user lesson step was not stored');
  return row;
}

/** 204 when the user has no user lesson for it yet: a normal state, not an error. */
userLessonRoutes.get('/api/user-lessons/lessons/:lessonId', (c) => {
  const user = requireUser(c);
  const { db } = c.get('server');
  const lesson = findLessonById(db, parseId(c.req.param('lessonId'), 'lesson id'));
  if (!lesson || !canReadLesson(db, user, lesson.id)) throw notFound('Lesson not found.');
  const row = findUserLessonFor(db, user.id, lesson.id);
  if (!row) return c.body(null, 204);
  return c.json(toApiUserLesson(row));
});

/** Creates the user's lesson record (201), or returns the existing one (200). */
userLessonRoutes.post('/api/user-lessons', async (c) => {
  const user = requireUser(c);
  const payload = await readJson(c, UserLessonCreateSchema);
  const { db } = c.get('server');
  const lesson = findLessonById(db, payload.lesson);
  if (!lesson || !canReadLesson(db, user, lesson.id)) throw notFound('Lesson not found.');
  if (!canUsePremium(user, lesson)) throw forbidden(PREMIUM_LESSON_DETAIL);
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

/** Marks the lesson completed or not; a completed assessment cannot be reopened. */
userLessonRoutes.put('/api/user-lessons/:id', async (c) => {
  const { userLesson, lesson } = ownUserLesson(c);
  const payload = await readJson(c, UserLessonUpdateSchema);
  const { db } = c.get('server');
  if (!payload.is_completed) assertAssessmentOpen(db, requireUser(c), lesson);
  db.prepare('UPDATE user_lessons SET is_completed = ?, modified = ? WHERE id = ?').run(
    payload.is_completed ? 1 : 0,
    nowIso(),
    userLesson.id,
  );
  return c.json(toApiUserLesson(findUserLesson(db, userLesson.id) ?? userLesson));
});

userLessonRoutes.get('/api/user-lessons/:id/steps', (c) => {
  const { userLesson, lesson } = ownUserLesson(c);
  const { db } = c.get('server');
  // In step order: the lesson's steps that have saved answers.
  const saved = listSteps(db, lesson.id).flatMap((step) => {
    const row = findUserLessonStep(db, userLesson.id, step.id);
    return row ? [present(c, row, lesson, step)] : [];
  });
  return c.json(saved);
});

/** Creates the step's answers (201); if they exist they are updated as PUT would (200). */
userLessonRoutes.post('/api/user-lessons/:id/steps', async (c) => {
  const { userLesson, lesson } = ownUserLesson(c);
  const payload = await readJson(c, UserLessonStepCreateSchema);
  const { db } = c.get('server');
  const step = lessonStep(c, userLesson, payload.lesson_step);
  const existing = findUserLessonStep(db, userLesson.id, step.id);
  const decision = decideAnswerWrite(db, requireUser(c), lesson, existing, payload);
  if (decision === 'write')
    storeStepAnswers(writerOf(c), { kind: 'userLesson', ownerId: userLesson.id }, step, payload);
  const saved = storedStep(c, userLesson.id, step.id);
  return c.json(present(c, saved, lesson, step), existing ? 200 : 201);
});

/** 204 when nothing is saved for the step yet. */
userLessonRoutes.get('/api/user-lessons/:id/steps/:step', (c) => {
  const { userLesson, lesson } = ownUserLesson(c);
  const step = lessonStep(c, userLesson, parseId(c.req.param('step'), 'step id'));
  const row = findUserLessonStep(c.get('server').db, userLesson.id, step.id);
  if (!row) return c.body(null, 204);
  return c.json(present(c, row, lesson, step));
});

userLessonRoutes.put('/api/user-lessons/:id/steps/:step', async (c) => {
  const { userLesson, lesson } = ownUserLesson(c);
  const payload = await readJson(c, UserLessonStepUpdateSchema);
  const { db } = c.get('server');
  const step = lessonStep(c, userLesson, parseId(c.req.param('step'), 'step id'));
  const existing = findUserLessonStep(db, userLesson.id, step.id);
  // Decided first: a completed assessment answers 409 even for a step it never saved.
  const decision = decideAnswerWrite(db, requireUser(c), lesson, existing, payload);
  if (!existing) throw notFound('No answers saved for this step; create them with POST first.');
  if (decision === 'write')
    storeStepAnswers(writerOf(c), { kind: 'userLesson', ownerId: userLesson.id }, step, payload);
  return c.json(present(c, storedStep(c, userLesson.id, step.id), lesson, step));
});
