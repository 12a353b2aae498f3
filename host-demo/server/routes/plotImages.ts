import { Hono } from 'hono';
import { PlotImagePayloadSchema } from '../../../src/api/schemas/plot';
import type { AppEnv } from '../http/appEnv';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { assertCaptureTarget, storePlotImage } from '../services/plotImages';

export const plotImageRoutes = new Hono<AppEnv>();

/**
 * `a` is the caller's enrollment (or user lesson) and `b` the step. Anyone else's `a` is a
 * 404, as if it did not exist, so ids of other students cannot be probed.
 */
plotImageRoutes.post('/api/misc/capture/plotimage/:a/:b', async (c) => {
  const user = requireUser(c);
  const a = parseId(c.req.param('a'), 'enrollment id');
  const b = parseId(c.req.param('b'), 'step id');
  const { db, mediaDir } = c.get('server');
  assertCaptureTarget(db, user.id, a);
  const { dataURL } = await readJson(c, PlotImagePayloadSchema);
  const url = storePlotImage(db, mediaDir, user.id, { a: String(a), b: String(b) }, dataURL);
  return c.json({ url }, 201);
});
