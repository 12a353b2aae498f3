import type { Context } from 'hono';
import { FRAME_SESSION_HEADER } from '../../../src/api/frameSession';
import { deleteSession, findSession, insertSession } from '../repos/sessions';
import type { UserRow } from '../repos/users';
import type { AppEnv } from './appEnv';
import { newSessionId } from './sessionId';

/**
 * Sessions an embed frame holds itself (docs/api.md, "Frame sessions"), for a browser that
 * keeps no cookie in another site's frame. The frame sends the id in FRAME_SESSION_HEADER;
 * such an id is good in that header only, and a cookie's id never in it (http/session.ts).
 *
 * Anti-forgery: a browser never adds this header by itself, and another site's script cannot
 * add it to a call here without a CORS preflight this site never grants; so a call that names
 * a live frame session in it needs no cookie-to-header token (which such a frame could not
 * keep anyway). The Origin check still applies (http/csrf.ts).
 */

/** The frame session the request's header names, if the header is there. */
export function frameSessionId(c: Context<AppEnv>): string | undefined {
  return c.req.header(FRAME_SESSION_HEADER);
}

/** Whether the request's header names a frame session that exists (for the anti-forgery check). */
export function namesFrameSession(c: Context<AppEnv>): boolean {
  const id = frameSessionId(c);
  return id !== undefined && findSession(c.get('server').db, id)?.kind === 'frame-header';
}

/** Starts a frame session for `user`, ending the one the frame had; returns its id. */
export function startFrameSession(c: Context<AppEnv>, user: UserRow): string {
  endFrameSession(c);
  const id = newSessionId();
  insertSession(c.get('server').db, id, {
    userId: user.id,
    createdAt: new Date().toISOString(),
    kind: 'frame-header',
  });
  c.set('user', user);
  return id;
}

/** Ends the frame session the request names (a cookie's session is not touched). */
export function endFrameSession(c: Context<AppEnv>): void {
  const id = frameSessionId(c);
  const { db } = c.get('server');
  if (id !== undefined && findSession(db, id)?.kind === 'frame-header') deleteSession(db, id);
}
