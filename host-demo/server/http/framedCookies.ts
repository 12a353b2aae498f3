import type { Context } from 'hono';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AppEnv } from './appEnv';

/**
 * Cookies of a page framed by another site (an embed on a school's page).
 *
 * Browsers keep a site's ordinary cookies out of frames on other sites: SameSite=Lax cookies
 * are neither sent nor stored there, and Chromium, Firefox and Safari block or partition
 * third-party cookies altogether. What still works is a cookie that says it is meant for
 * such a frame: SameSite=None (sent in a cross-site frame), Secure (required by
 * SameSite=None and by Partitioned) and Partitioned (CHIPS: kept in a jar of its own per
 * top-level site, so the school's frame never shares it with the site itself or with another
 * school). Secure cookies need HTTPS, except on http://localhost and http://127.0.0.1, which
 * browsers treat as secure (measured in Chromium: the demo and its tests run there).
 *
 * Only two kinds of response set them: the page of a cross-site frame (its anti-forgery
 * cookie, so the frame's first unsafe call can carry the header) and the embed session
 * endpoints the frame calls (see routes/embedSession.ts). Everything else keeps the
 * first-party SameSite=Lax cookies, so a top-level visit never gets a second cookie of the
 * same name.
 */
export const FRAMED_COOKIE: Pick<CookieOptions, 'sameSite' | 'secure' | 'partitioned'> = {
  sameSite: 'None',
  secure: true,
  partitioned: true,
};

/**
 * The browser is loading this page into a frame of another site: it says so in the Fetch
 * Metadata headers of the navigation (sent by every current browser over HTTPS and to
 * localhost). A same-site frame (this site's own embed preview) keeps first-party cookies.
 */
export function isCrossSiteFrameLoad(c: Context<AppEnv>): boolean {
  return (
    c.req.header('sec-fetch-dest') === 'iframe' && c.req.header('sec-fetch-site') === 'cross-site'
  );
}

/** Whether this response's cookies are the framed kind (a cross-site frame's page, or an embed session call). */
export function usesFramedCookies(c: Context<AppEnv>): boolean {
  return c.get('framedCookies') || isCrossSiteFrameLoad(c);
}
