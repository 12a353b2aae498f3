import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  deleteSession,
  findSession,
  insertSession,
  touchSession,
  type SessionKind,
} from '../repos/sessions';
import { findUserById, type UserRow } from '../repos/users';
import type { AppEnv } from './appEnv';
import { rotateCsrfToken } from './csrf';
import { FRAMED_COOKIE, usesFramedCookies } from './framedCookies';
import { Forbidden, NotAuthenticated } from '../services/errors';
import { frameSessionId } from './frameSession';
import { newSessionId } from './sessionId';

export const SESSION_COOKIE = 'sessionid';
/** Django's SESSION_COOKIE_AGE: a session ends two weeks after login whatever happens. */
export const DEFAULT_SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** A session nobody used for two hours ends too (a shared classroom computer left open). */
export const DEFAULT_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

interface LiveSession {
  user: UserRow;
  kind: SessionKind;
}

/**
 * The session and its user, or undefined when it is unknown, expired (then deleted) or of a
 * kind this way of sending it may not name.
 */
function liveSession(
  c: Context<AppEnv>,
  sessionId: string,
  accepted: (kind: SessionKind) => boolean,
): LiveSession | undefined {
  const { db } = c.get('server');
  const row = findSession(db, sessionId);
  if (!row || !accepted(row.kind)) return undefined;
  const { sessionMaxAgeMs, sessionIdleMs } = c.get('server');
  const now = Date.now();
  const created = Date.parse(row.created_at);
  const seen = Date.parse(row.last_seen_at ?? row.created_at);
  if (!(now - created < sessionMaxAgeMs) || !(now - seen < sessionIdleMs)) {
    deleteSession(db, sessionId);
    return undefined;
  }
  touchSession(db, sessionId, new Date(now).toISOString());
  const user = findUserById(db, row.user_id);
  return user ? { user, kind: row.kind } : undefined;
}

/**
 * The request's session: a frame session when it sends the frame header (http/frameSession.ts),
 * else its cookie's. Each id is good only the way it was issued: a frame session's id set as
 * a cookie, or a cookie's id put in the header, names nobody.
 */
function requestSession(c: Context<AppEnv>): LiveSession | undefined {
  const frameId = frameSessionId(c);
  if (frameId !== undefined) return liveSession(c, frameId, (kind) => kind === 'frame-header');
  const cookieId = getCookie(c, SESSION_COOKIE);
  return cookieId ? liveSession(c, cookieId, (kind) => kind !== 'frame-header') : undefined;
}

/**
 * Puts the logged-in user (or null) on the context, from the session cookie or the frame
 * header. A session started in an embed frame keeps giving that frame cookies of the framed
 * kind (a new anti-forgery token, the deletion at logout), which are the only ones the frame
 * can keep.
 */
export function sessionUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = requestSession(c);
    c.set('user', session?.user ?? null);
    if (session?.kind === 'framed-cookie') c.set('framedCookies', true);
    await next();
  };
}

/**
 * Starts a session. The anti-forgery token is replaced too (Django's rotate_token), so a
 * token planted in the browser before login is worthless after it.
 */
export function logIn(c: Context<AppEnv>, user: UserRow): void {
  // A login replaces the browser's session: the old one ends on the server too.
  endSession(c);
  const id = newSessionId();
  insertSession(c.get('server').db, id, {
    userId: user.id,
    createdAt: new Date().toISOString(),
    kind: usesFramedCookies(c) ? 'framed-cookie' : 'first-party',
  });
  setCookie(c, SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    // Rounded up: a limit under a second (tests) must not read as Max-Age=0, "delete now".
    maxAge: Math.ceil(c.get('server').sessionMaxAgeMs / 1000),
    // An embed frame on another site gets the kind of cookie it can keep (framedCookies.ts).
    ...(usesFramedCookies(c) ? FRAMED_COOKIE : { sameSite: 'Lax' }),
  });
  rotateCsrfToken(c);
  c.set('user', user);
}

/** The id of the browser's session, if it sent one (the handoff token is tied to it). */
export function currentSessionId(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

function endSession(c: Context<AppEnv>): void {
  const sessionId = getCookie(c, SESSION_COOKIE);
  if (sessionId) deleteSession(c.get('server').db, sessionId);
}

/** Ends the session on the server as well, so a copied cookie stops working at once. */
export function logOut(c: Context<AppEnv>): void {
  endSession(c);
  if (usesFramedCookies(c)) {
    // A partitioned cookie is only removed by a deletion that names the same attributes.
    deleteCookie(c, SESSION_COOKIE, { path: '/', ...FRAMED_COOKIE });
  } else {
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
  }
  rotateCsrfToken(c);
  c.set('user', null);
}

/** The logged-in user; a visitor gets Django REST framework's 403. */
export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw new NotAuthenticated();
  return user;
}

export function requireTeacher(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (user.type !== 'teacher') throw new Forbidden('Only teachers can do this.');
  return user;
}
