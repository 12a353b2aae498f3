import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/openDatabase';
import type { UserRow } from '../repos/users';
import type { AppEnv } from './appEnv';
import { rotateCsrfToken } from './csrf';
import { notAuthenticated, forbidden } from './httpError';

export const SESSION_COOKIE = 'sessionid';
/** Django's SESSION_COOKIE_AGE: a session ends two weeks after login whatever happens. */
export const DEFAULT_SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** A session nobody used for two hours ends too (a shared classroom computer left open). */
export const DEFAULT_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

interface SessionRow {
  user_id: number;
  created_at: string;
  last_seen_at: string | null;
}

/** The session's user, or undefined when it is unknown or expired (an expired one is deleted). */
function liveSessionUser(c: Context<AppEnv>, db: Db, sessionId: string): UserRow | undefined {
  const row = db
    .prepare('SELECT user_id, created_at, last_seen_at FROM sessions WHERE id = ?')
    .get(sessionId) as SessionRow | undefined;
  if (!row) return undefined;
  const { sessionMaxAgeMs, sessionIdleMs } = c.get('server');
  const now = Date.now();
  const created = Date.parse(row.created_at);
  const seen = Date.parse(row.last_seen_at ?? row.created_at);
  if (!(now - created < sessionMaxAgeMs) || !(now - seen < sessionIdleMs)) {
    db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
    return undefined;
  }
  db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(
    new Date(now).toISOString(),
    sessionId,
  );
  return db.prepare('SELECT * FROM users WHERE id = ?').get(row.user_id) as UserRow | undefined;
}

/** Puts the logged-in user (or null) on the context, from the session cookie. */
export function sessionUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sessionId = getCookie(c, SESSION_COOKIE);
    const user = sessionId ? liveSessionUser(c, c.get('server').db, sessionId) : undefined;
    c.set('user', user ?? null);
    await next();
  };
}

/**
 * Starts a session. The anti-forgery token is replaced too (Django's rotate_token), so a
 * token planted in the browser before login is worthless after it.
 */
export function logIn(c: Context<AppEnv>, user: UserRow): void {
  const id = crypto.randomBytes(24).toString('hex');
  const now = new Date().toISOString();
  c.get('server')
    .db.prepare('INSERT INTO sessions (id, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)')
    .run(id, user.id, now, now);
  setCookie(c, SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    // Rounded up: a limit under a second (tests) must not read as Max-Age=0, "delete now".
    maxAge: Math.ceil(c.get('server').sessionMaxAgeMs / 1000),
  });
  rotateCsrfToken(c);
  c.set('user', user);
}

/** Ends the session on the server as well, so a copied cookie stops working at once. */
export function logOut(c: Context<AppEnv>): void {
  const sessionId = getCookie(c, SESSION_COOKIE);
  if (sessionId) c.get('server').db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  rotateCsrfToken(c);
  c.set('user', null);
}

/** The logged-in user; a visitor gets Django REST framework's 403. */
export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw notAuthenticated();
  return user;
}

export function requireTeacher(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (user.type !== 'teacher') throw forbidden('Only teachers can do this.');
  return user;
}
