import { Hono, type Context } from 'hono';
import { EmbedSessionExchangeSchema } from '../../../src/api/schemas/embedSession';
import type { AppEnv } from '../http/appEnv';
import { Forbidden, NotAuthenticated } from '../services/errors';
import { readJson } from '../http/readBody';
import { currentSessionId, logIn, requireUser } from '../http/session';
import { findUserById, toApiUser, type UserRow } from '../repos/users';
import { consumeHandoff, issueHandoff, type HandoffRefusal } from '../services/embedHandoffs';
import { endFrameSession, startFrameSession } from '../http/frameSession';

/** A handoff token lives a minute: long enough for the pop-up to reach its frame, no more. */
export const DEFAULT_EMBED_HANDOFF_TTL_MS = 60_000;

/**
 * Logging in from an embed on another site (README, "Logging in inside an embed"):
 * 1. the frame opens a pop-up on this site; the student logs in there, first party;
 * 2. the pop-up asks POST /api/embed/session-handoff/ for a single-use token and posts it to
 *    the frame that opened it (its own origin only);
 * 3. the frame sends it to POST /api/embed/session/, which starts the frame's own session
 *    with cookies a cross-site frame can keep (http/framedCookies.ts).
 * The frame logs out with the site's usual POST /demo/logout/: the session remembers it was
 * framed, so the cookie's deletion is of the framed kind too.
 * A browser that keeps no cookie in the frame at all (Safari's engine) spends the token at
 * POST /api/embed/frame-session/ instead, for a session the frame keeps and sends in a header
 * (http/frameSession.ts), and logs out with DELETE there.
 */
export const embedSessionRoutes = new Hono<AppEnv>();

const REFUSALS: Record<HandoffRefusal, string> = {
  unknown: 'This login is not valid. Choose Log in to try again.',
  used: 'This login has been used already. Choose Log in to try again.',
  expired: 'This login took too long and has expired. Choose Log in to try again.',
};

embedSessionRoutes.post('/api/embed/session-handoff', (c) => {
  const user = requireUser(c);
  const sessionId = currentSessionId(c);
  // requireUser passed, so the browser sent a live session cookie.
  if (!sessionId) throw new NotAuthenticated();
  const { db, embedHandoffTtlMs } = c.get('server');
  const token = issueHandoff(db, { userId: user.id, sessionId, ttlMs: embedHandoffTtlMs });
  c.header('Cache-Control', 'no-store');
  return c.json({ token, expires_in: Math.ceil(embedHandoffTtlMs / 1000) }, 201);
});

/** Spends the body's handoff token: the user it logs in, or the refusal's 403. */
async function spendToken(c: Context<AppEnv>): Promise<UserRow> {
  const { token } = await readJson(c, EmbedSessionExchangeSchema);
  const { db } = c.get('server');
  const outcome = consumeHandoff(db, token);
  if (!outcome.ok) throw new Forbidden(REFUSALS[outcome.refusal]);
  const user = findUserById(db, outcome.userId);
  if (!user) throw new Forbidden(REFUSALS.unknown);
  return user;
}

embedSessionRoutes.post('/api/embed/session', async (c) => {
  const user = await spendToken(c);
  c.set('framedCookies', true);
  logIn(c, user);
  c.header('Cache-Control', 'no-store');
  // The session id travels in the HttpOnly cookie only, never in a body a script could read.
  return c.json(toApiUser(user));
});

embedSessionRoutes.post('/api/embed/frame-session', async (c) => {
  const user = await spendToken(c);
  const session = startFrameSession(c, user);
  c.header('Cache-Control', 'no-store');
  // No cookie: the frame keeps this id itself and sends it in the frame-session header.
  return c.json({ session, user: toApiUser(user) }, 201);
});

embedSessionRoutes.delete('/api/embed/frame-session', (c) => {
  endFrameSession(c);
  c.set('user', null);
  return c.body(null, 204);
});
