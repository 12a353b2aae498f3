import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { DEFAULT_FRAME_HOSTS } from '../../../src/markup/url';
import type { AppEnv } from './appEnv';

/**
 * Pages the embed dialog's frame code points at (a lesson of the course app, a single
 * widget or lesson, a product video): other sites may frame them, that is what the code is
 * for. Every other page may be framed by this site only (the embed preview frames any page).
 */
const FRAMEABLE_PREFIXES = [
  '/courses/',
  '/demo/widget/',
  '/demo/lesson/',
  '/video/preview/',
  // The chromeless embed views (not /embed/preview/, which frames them on this site).
  '/embed/courses/',
  '/embed/lesson/',
  '/embed/datastory/',
  '/embed/dataset/',
];

export function isFrameablePath(path: string): boolean {
  return FRAMEABLE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * The policy every host page is served with; a Django host needs the same sources (README,
 * "Content Security Policy").
 * - script-src: the page's own inline snippet by nonce, the loader, remotes, MathJax and the
 *   translator from 'self'; no inline script otherwise, so markup that slips into a page
 *   cannot run.
 * - style-src 'unsafe-inline': MUI's Emotion inserts <style> tags at run time and elements
 *   carry style attributes; styles cannot run script, so this is the accepted trade-off.
 * - img-src data: blob: (plot previews before upload, captured graphs); media-src blob:
 *   (read-aloud audio); font-src data: (MathJax); frame-src the video hosts the markup allows.
 */
export function pagePolicy(nonce: string, frameable: boolean): string {
  const videoHosts = DEFAULT_FRAME_HOSTS.map((host) => `https://${host}`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${videoHosts}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameable ? '*' : "'self'"}`,
  ].join('; ');
}

/** Uploaded files: never a document that can run anything, even if opened directly. */
export const MEDIA_POLICY = "default-src 'none'; sandbox";

/**
 * Headers on every response: no MIME sniffing (an upload is never read as HTML or script),
 * no full URLs leaking to other sites; HTML pages also get their policy and a fresh nonce.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('cspNonce', crypto.randomBytes(16).toString('base64'));
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if ((headers.get('content-type') ?? '').startsWith('text/html')) {
      const frameable = isFrameablePath(new URL(c.req.url).pathname);
      headers.set('Content-Security-Policy', pagePolicy(c.get('cspNonce'), frameable));
      if (!frameable) headers.set('X-Frame-Options', 'SAMEORIGIN');
    }
  };
}
