import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { nowIso } from '../db/json';
import { findUserBySession, type UserRow } from '../repos/users';
import type { AppEnv } from './appEnv';
import { notAuthenticated, forbidden } from './httpError';

export const SESSION_COOKIE = 'sessionid';
const TWO_WEEKS_SECONDS = 14 * 24 * 60 * 60;

/** Puts the logged-in user (or null) on the context, from the session cookie. */
export function sessionUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sessionId = getCookie(c, SESSION_COOKIE);
    const user = sessionId ? findUserBySession(c.get('server').db, sessionId) : undefined;
    c.set('user', user ?? null);
    await next();
  };
}

export function logIn(c: Context<AppEnv>, user: UserRow): void {
  const id = crypto.randomBytes(24).toString('hex');
  c.get('server')
    .db.prepare('INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)')
    .run(id, user.id, nowIso());
  setCookie(c, SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: TWO_WEEKS_SECONDS,
  });
  c.set('user', user);
}

export function logOut(c: Context<AppEnv>): void {
  const sessionId = getCookie(c, SESSION_COOKIE);
  if (sessionId) c.get('server').db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
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
