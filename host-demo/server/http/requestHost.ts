import type { Context } from 'hono';
import type { AppEnv } from './appEnv';

/** The host name the browser used (from the Host header, without the port). */
export function requestHostname(c: Context<AppEnv>): string {
  return new URL(c.req.url).hostname;
}

/** Requests on any host but the main one are the partner variant. */
export function isPartnerRequest(c: Context<AppEnv>): boolean {
  return requestHostname(c) !== c.get('server').mainHost;
}

/** Origin of the request, for absolute links (short URLs). */
export function requestOrigin(c: Context<AppEnv>): string {
  return new URL(c.req.url).origin;
}

/**
 * The request path exactly as sent. Hono's `c.req.path` drops a trailing slash when routing
 * is not strict, but host pages are registered with Django's trailing slashes.
 */
export function rawPath(c: Context<AppEnv>): string {
  return new URL(c.req.url).pathname;
}
