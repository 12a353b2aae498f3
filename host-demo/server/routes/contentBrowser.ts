import { Hono } from 'hono';
import { CONTENT_FILTERS, type ContentFilter } from '../../../src/api/schemas/contentBrowser';
import type { AppEnv } from '../http/appEnv';
import { Invalid } from '../services/errors';
import { listContent } from '../services/contentBrowser';
import { isOneOf } from '../../../src/typeGuards/isOneOf';

/**
 * GET /api/content-browser/: what the content browser lists (spec section 9), as a Django view
 * would serve it. Not a call the spec names (docs/api.md).
 */
export const contentBrowserRoutes = new Hono<AppEnv>();

contentBrowserRoutes.get('/api/content-browser', (c) => {
  const filter = c.req.query('filter') ?? 'all';
  if (!isOneOf(CONTENT_FILTERS, filter))
    throw new Invalid(`Unknown filter: ${filter}. Use ${CONTENT_FILTERS.join(', ')}.`);
  return c.json(listContent(c.get('server').db, c.get('user'), filter as ContentFilter));
});
