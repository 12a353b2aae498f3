import { Hono } from 'hono';
import { DISCOUNT_KINDS } from '../../../src/api/schemas/lookup';
import type { AppEnv } from '../http/appEnv';
import { parseId } from '../http/readBody';
import { findKeywordDefinition, findSetting, listPartnerIcons } from '../repos/lookups';
import { Invalid, NotFound } from '../services/errors';
import { isOneOf } from '../../../src/typeGuards/isOneOf';

export const lookupRoutes = new Hono<AppEnv>();

lookupRoutes.get('/api/lookup/settings', (c) => {
  const filter = c.req.query('filter');
  if (!filter)
    throw new Invalid(`The filter parameter is required (${DISCOUNT_KINDS.join(', ')}).`);
  if (!isOneOf(DISCOUNT_KINDS, filter)) throw new NotFound(`Unknown setting: ${filter}`);
  const setting = findSetting(c.get('server').db, filter);
  if (!setting) throw new NotFound(`Unknown setting: ${filter}`);
  return c.json(setting);
});

lookupRoutes.get('/api/lookup/partner_icons', (c) =>
  c.json(
    listPartnerIcons(c.get('server').db).map((row) => ({
      value: row.value,
      url: `/demo/assets/partner-icons/${row.file}`,
    })),
  ),
);

lookupRoutes.get('/api/lookup/keyword/:id', (c) => {
  const definition = findKeywordDefinition(
    c.get('server').db,
    parseId(c.req.param('id'), 'keyword id'),
  );
  if (definition === undefined) throw new NotFound('Keyword not found.');
  return c.json({ data: definition });
});
