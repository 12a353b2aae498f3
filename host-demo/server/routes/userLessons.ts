import { Hono, type Context } from 'hono';
import {
  UserLessonCreateSchema,
  UserLessonStepCreateSchema,
  UserLessonStepUpdateSchema,
  UserLessonUpdateSchema,
} from '../../../src/api/schemas/stepResponse';
import type { AppEnv } from '../http/appEnv';
import { NotFound } from '../services/errors';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { canReadLesson } from '../repos/activityAccess';
import {
  findLessonById,
  findStep,
  listSteps,
  type LessonRow,
  type StepRow,
} from '../repos/lessons';
import {
  findUserLesson,
  findUserLessonFor,
  toApiUserLesson,
  type UserLessonRow,
} from '../repos/userLessons';
import { shownStepAnswers, type AnswerPlace } from '../services/answers';
import { setLessonCompletion, startUserLesson } from '../services/userLessons';
import { replyWithAnswers, replyWithSaved } from './stepAnswers';

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
    throw new NotFound('User lesson not found.');
  if (!canReadLesson(c.get('server').db, user, lesson.id))
    throw new NotFound('User lesson not found.');
  return { userLesson, lesson };
}

function lessonStep(c: Context<AppEnv>, userLesson: UserLessonRow, stepId: number): StepRow {
  const step = findStep(c.get('server').db, stepId);
  if (!step || step.lesson_id !== userLesson.lesson_id)
    throw new NotFound('Step not found in this lesson.');
  return step;
}

/** A lesson taken outside a course keeps its answers as the user lesson's steps. */
function stepsOf(userLesson: UserLessonRow): AnswerPlace<'userLesson'> {
  return { kind: 'userLesson', ownerId: userLesson.id };
}

/** 204 when the user has no user lesson for it yet: a normal state, not an error. */
userLessonRoutes.get('/api/user-lessons/lessons/:lessonId', (c) => {
  const user = requireUser(c);
  const { db } = c.get('server');
  const lesson = findLessonById(db, parseId(c.req.param('lessonId'), 'lesson id'));
  if (!lesson || !canReadLesson(db, user, lesson.id)) throw new NotFound('Lesson not found.');
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
  if (!lesson || !canReadLesson(db, user, lesson.id)) throw new NotFound('Lesson not found.');
  const { userLesson, created } = startUserLesson(db, user, lesson, payload.is_completed);
  return c.json(userLesson, created ? 201 : 200);
});

/** Marks the lesson completed or not; a completed assessment cannot be reopened. */
userLessonRoutes.put('/api/user-lessons/:id', async (c) => {
  const { userLesson, lesson } = ownUserLesson(c);
  const payload = await readJson(c, UserLessonUpdateSchema);
  const at = { userLesson, lesson };
  return c.json(setLessonCompletion(c.get('server').db, requireUser(c), at, payload.is_completed));
});

userLessonRoutes.get('/api/user-lessons/:id/steps', (c) => {
  const { userLesson, lesson } = ownUserLesson(c);
  const { db } = c.get('server');
  // In step order: the lesson's steps that have saved answers.
  const saved = listSteps(db, lesson.id).flatMap((step) => {
    const shown = shownStepAnswers(db, c.get('user'), stepsOf(userLesson), { lesson, step });
    return shown ? [shown] : [];
  });
  return c.json(saved);
});

/** Creates the step's answers (201); if they exist they are updated as PUT would (200). */
userLessonRoutes.post('/api/user-lessons/:id/steps', async (c) => {
  const { userLesson, lesson } = ownUserLesson(c);
  const payload = await readJson(c, UserLessonStepCreateSchema);
  const step = lessonStep(c, userLesson, payload.lesson_step);
  return replyWithSaved(c, stepsOf(userLesson), { lesson, step }, { payload, mode: 'create' });
});

/** 204 when nothing is saved for the step yet. */
userLessonRoutes.get('/api/user-lessons/:id/steps/:step', (c) => {
  const { userLesson, lesson } = ownUserLesson(c);
  const step = lessonStep(c, userLesson, parseId(c.req.param('step'), 'step id'));
  return replyWithAnswers(c, stepsOf(userLesson), { lesson, step });
});

userLessonRoutes.put('/api/user-lessons/:id/steps/:step', async (c) => {
  const { userLesson, lesson } = ownUserLesson(c);
  const payload = await readJson(c, UserLessonStepUpdateSchema);
  const step = lessonStep(c, userLesson, parseId(c.req.param('step'), 'step id'));
  return replyWithSaved(c, stepsOf(userLesson), { lesson, step }, { payload, mode: 'update' });
});
