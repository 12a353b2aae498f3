import type { Context } from 'hono';
import type { AppEnv } from '../http/appEnv';
import { requireUser } from '../http/session';
import type { LessonRow, StepRow } from '../repos/lessons';
import {
  saveStepAnswers,
  shownStepAnswers,
  type AnswerKind,
  type AnswerPlace,
  type StepWrite,
} from '../services/answers';

/**
 * The replies the two families of step-answer routes share: course responses
 * (routes/courseResponses.ts) and the steps of a lesson taken outside a course
 * (routes/userLessons.ts) answer alike, each from its own place.
 */

type AnsweredStep = { lesson: LessonRow; step: StepRow };

/** The step's saved answers as the user may see them; 204 when nothing is saved yet. */
export function replyWithAnswers(
  c: Context<AppEnv>,
  place: AnswerPlace<AnswerKind>,
  at: AnsweredStep,
): Response {
  const shown = shownStepAnswers(c.get('server').db, c.get('user'), place, at);
  return shown ? c.json(shown) : c.body(null, 204);
}

/** Saves the step's answers and replies with them: 201 when a create stored them first, else 200. */
export function replyWithSaved(
  c: Context<AppEnv>,
  place: AnswerPlace<AnswerKind>,
  at: AnsweredStep,
  write: { payload: StepWrite; mode: 'create' | 'update' },
): Response {
  const { payload, mode } = write;
  const saved = saveStepAnswers(c.get('server'), requireUser(c), place, at, payload, mode);
  return c.json(saved.shown, mode === 'create' && !saved.existed ? 201 : 200);
}
