import { Hono } from 'hono';
import { DISCOUNT_KINDS, type DiscountSetting } from '../../../src/api/schemas/lookup';
import type { AppEnv } from '../http/appEnv';
import { badRequest, notFound } from '../http/httpError';
import { parseId } from '../http/readBody';

export const lookupRoutes = new Hono<AppEnv>();

lookupRoutes.get('/api/lookup/settings', (c) => {
  const filter = c.req.query('filter');
  if (!filter) throw badRequest(`The filter parameter is required (${DISCOUNT_KINDS.join(', ')}).`);
  if (!(DISCOUNT_KINDS as readonly string[]).includes(filter))
    throw notFound(`Unknown setting: ${filter}`);
  const row = c
    .get('server')
    .db.prepare('SELECT key, value, description FROM settings WHERE key = ?')
    .get(filter) as DiscountSetting | undefined;
  if (!row) throw notFound(`Unknown setting: ${filter}`);
  return c.json(row);
});

lookupRoutes.get('/api/lookup/partner_icons', (c) => {
  const rows = c
    .get('server')
    .db.prepare('SELECT value, file FROM partner_icons ORDER BY position')
    .all() as { value: string; file: string }[];
  return c.json(
    rows.map((row) => ({ value: row.value, url: `/demo/assets/partner-icons/${row.file}` })),
  );
});

lookupRoutes.get('/api/lookup/keyword/:id', (c) => {
  const row = c
    .get('server')
    .db.prepare('SELECT definition FROM keywords WHERE id = ?')
    .get(parseId(c.req.param('id'), 'keyword id')) as { definition: string } | undefined;
  if (!row) throw notFound('Keyword not found.');
  return c.json({ data: row.definition });
});
