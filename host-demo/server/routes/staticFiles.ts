import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/appEnv';
import { MEDIA_POLICY } from '../http/securityHeaders';
import { MEDIA_URL } from '../services/mediaStore';
import { serveFile } from '../static/serveFile';

/** Public path of the built remotes and the loader. */
export const STATIC_URL = '/static/apps/courses/';
const MATHJAX_URL = '/static/vendor/mathjax/';
const TRANSLATOR_URL = '/static/vendor/translator/';
const DEMO_ASSETS_URL = '/demo/assets/';

/**
 * The pointers to the current release keep their names across builds, so browsers must
 * revalidate them; every other file of a release (hashed, or named after its release) never
 * changes. remoteEntry.js is unhashed only in a development build.
 */
const UNHASHED = new Set([
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'remoteEntry.js',
  'loader.js',
  'loader.js.map',
  'embed.js',
  'embed.js.map',
  'release.json',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function missing(c: Context<AppEnv>): Response {
  return c.text('Not found', 404);
}

export const staticRoutes = new Hono<AppEnv>();

staticRoutes.get(`${STATIC_URL}*`, async (c) => {
  const relative = c.req.path.slice(STATIC_URL.length);
  const name = relative.split('/').at(-1) ?? '';
  const cache = UNHASHED.has(name) ? REVALIDATE : IMMUTABLE;
  return (await serveFile(c, c.get('server').distDir, relative, cache)) ?? missing(c);
});

staticRoutes.get(`${MATHJAX_URL}*`, async (c) => {
  const relative = c.req.path.slice(MATHJAX_URL.length);
  const file = await serveFile(c, c.get('server').mathjaxDir, relative, 'public, max-age=86400');
  return file ?? missing(c);
});

// The development translation provider; production points translatorUrl at the real one.
staticRoutes.get(`${TRANSLATOR_URL}*`, async (c) => {
  const relative = `vendor/translator/${c.req.path.slice(TRANSLATOR_URL.length)}`;
  return (await serveFile(c, c.get('server').publicDir, relative, REVALIDATE)) ?? missing(c);
});

staticRoutes.get(`${DEMO_ASSETS_URL}*`, async (c) => {
  const relative = c.req.path.slice(DEMO_ASSETS_URL.length);
  return (await serveFile(c, c.get('server').publicDir, relative, REVALIDATE)) ?? missing(c);
});

// Uploaded files have random names and never change.
staticRoutes.get(`${MEDIA_URL}*`, async (c) => {
  const relative = c.req.path.slice(MEDIA_URL.length);
  const file = await serveFile(c, c.get('server').mediaDir, relative, IMMUTABLE);
  if (!file) return missing(c);
  file.headers.set('Content-Security-Policy', MEDIA_POLICY);
  return file;
});
