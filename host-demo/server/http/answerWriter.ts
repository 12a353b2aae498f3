import type { Context } from 'hono';
import type { AnswerWriter } from '../services/answers';
import type { AppEnv } from './appEnv';
import { requireUser } from './session';

/** The logged-in user writing answers, with the database and media folder they go to. */
export function writerOf(c: Context<AppEnv>): AnswerWriter {
  const { db, mediaDir } = c.get('server');
  return { db, mediaDir, userId: requireUser(c).id };
}
