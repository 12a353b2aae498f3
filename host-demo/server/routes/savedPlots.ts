import { Hono } from 'hono';
import { SavedPlotPayloadSchema, SavedPlotSourceSchema } from '../../../src/api/schemas/savedPlot';
import * as v from 'valibot';
import type { AppEnv } from '../http/appEnv';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { listSavedPlots } from '../repos/savedPlots';
import { Invalid } from '../services/errors';
import { assertOwnPlot, changePlot, savePlot } from '../services/savedPlots';

/** Plots saved from the data tool. Each user sees and changes only their own. */
export const savedPlotRoutes = new Hono<AppEnv>();

savedPlotRoutes.get('/api/plots', (c) => {
  const user = requireUser(c);
  const source = v.safeParse(SavedPlotSourceSchema, c.req.query('source'));
  if (!source.success) throw new Invalid('source is required.');
  return c.json(listSavedPlots(c.get('server').db, user.id, source.output));
});

savedPlotRoutes.post('/api/plots', async (c) => {
  const user = requireUser(c);
  const plot = await readJson(c, SavedPlotPayloadSchema);
  return c.json(savePlot(c.get('server').db, user, plot), 201);
});

savedPlotRoutes.put('/api/plots/:id', async (c) => {
  const user = requireUser(c);
  const id = parseId(c.req.param('id'));
  const { db } = c.get('server');
  assertOwnPlot(db, user, id);
  const plot = await readJson(c, SavedPlotPayloadSchema);
  return c.json(changePlot(db, user, id, plot));
});
