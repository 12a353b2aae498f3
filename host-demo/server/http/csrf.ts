import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { isUnsafeMethod } from '../../../src/api/csrf';
import type { AppEnv } from './appEnv';
import { FRAMED_COOKIE, usesFramedCookies } from './framedCookies';
import { namesFrameSession } from './frameSession';

/** Django's message for any failed anti-forgery check. */
export const CSRF_FAILURE_DETAIL = 'CSRF Failed: CSRF token missing or incorrect.';
/** The form field Django reads when a plain HTML form posts. */
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';

const TOKEN_PATTERN = /^[A-Za-z0-9]{32,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function newToken(): string {
  // 32 alphanumeric characters, like Django's unmasked secret.
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = crypto.randomBytes(32);
  let token = '';
  for (const byte of bytes) token += alphabet[byte % alphabet.length];
  return token;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The token of a form post (urlencoded or multipart); JSON calls must use the header. */
async function formToken(c: Context<AppEnv>): Promise<string | undefined> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) return undefined;
  try {
    const value = (await c.req.parseBody())[CSRF_FORM_FIELD];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** First-party SameSite=Lax, or the framed kind in another site's frame (http/framedCookies.ts). */
function tokenCookie(c: Context<AppEnv>, token: string): string {
  return serialize(c.get('server').csrfCookieName, token, {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    ...(usesFramedCookies(c) ? FRAMED_COOKIE : { sameSite: 'Lax' }),
  });
}

/** Issues a new token in place of the current one (login and logout, like Django). */
export function rotateCsrfToken(c: Context<AppEnv>): void {
  const token = newToken();
  c.set('csrfToken', token);
  c.header('Set-Cookie', tokenCookie(c, token), { append: true });
}

/**
 * Django's origin check: a browser names the page that sent an unsafe request in `Origin`;
 * when it names another site (or `null`, a sandboxed or opaque page), the request is refused
 * even with a valid token, since a token can leak (a shared computer, a logged page).
 * Without the header (old clients, tests) the token check alone decides.
 */
function isForeignOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  const trusted = [new URL(c.req.url).origin, c.get('server').publicOrigin];
  return !trusted.includes(origin);
}

/**
 * The report collector (routes/reports.ts): beacons cannot send the header, and it reads no
 * cookie or session and changes nothing but the report log, so a forged report gains nothing.
 */
const EXEMPT = new Set(['/demo/monitor/reports', '/demo/monitor/reports/']);

const isStaticFile = (path: string) => path.startsWith('/static/');

/**
 * The frame-session exchange (routes/embedSession.ts) comes from a frame that keeps no cookie,
 * so it cannot echo one: its proof is the single-use handoff token in its body, and it must
 * name this site as its Origin (a browser always does for a script's POST), so no other
 * site's page can send it at all.
 */
const ORIGIN_ONLY = new Set(['/api/embed/frame-session', '/api/embed/frame-session/']);

/**
 * Django's cookie-to-header check. Every response gives a browser without a valid token
 * cookie a new one (readable by scripts, so the client can copy it into the header), and
 * every unsafe method must echo the cookie in the header or the form field.
 */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { csrfCookieName, csrfHeaderName } = c.get('server');
    const cookieToken = getCookie(c, csrfCookieName);
    const hasValidCookie = cookieToken !== undefined && TOKEN_PATTERN.test(cookieToken);
    const token = hasValidCookie ? cookieToken : newToken();
    c.set('csrfToken', token);

    if (EXEMPT.has(c.req.path)) {
      await next();
    } else if (isUnsafeMethod(c.req.method) && isForeignOrigin(c)) {
      c.res = c.json(
        {
          detail: `CSRF Failed: Origin checking failed - ${c.req.header('origin') ?? ''} does not match any trusted origins.`,
        },
        403,
      );
    } else if (isUnsafeMethod(c.req.method) && ORIGIN_ONLY.has(c.req.path)) {
      if (c.req.header('origin') === undefined)
        c.res = c.json({ detail: CSRF_FAILURE_DETAIL }, 403);
      else await next();
    } else if (isUnsafeMethod(c.req.method) && namesFrameSession(c)) {
      // A frame session's header is itself the proof (http/frameSession.ts).
      await next();
    } else if (isUnsafeMethod(c.req.method)) {
      const sent = c.req.header(csrfHeaderName) ?? (await formToken(c));
      if (!hasValidCookie || sent === undefined || !sameToken(sent, cookieToken)) {
        c.res = c.json({ detail: CSRF_FAILURE_DETAIL }, 403);
      } else {
        await next();
      }
    } else {
      await next();
    }

    // A handler that rotated the token (login) has set the cookie already. Static files never
    // set it, as in production (a CDN or the web server serves them): another site's page
    // loading embed.js would otherwise get a first-party cookie its browser must reject.
    if (!hasValidCookie && c.get('csrfToken') === token && !isStaticFile(c.req.path)) {
      c.res.headers.append('Set-Cookie', tokenCookie(c, token));
    }
  };
}
