import { Hono } from 'hono';
import { FeedbackPayloadSchema } from '../../../src/api/schemas/feedback';
import type { AppEnv } from '../http/appEnv';
import { readJson } from '../http/readBody';
import { recordFeedback } from '../services/feedback';

export const feedbackRoutes = new Hono<AppEnv>();

/** Feedback is stored for the team; success is exactly status 200 (spec section 8). */
feedbackRoutes.post('/api/misc/common-notify', async (c) => {
  const payload = await readJson(c, FeedbackPayloadSchema);
  recordFeedback(c.get('server').db, c.get('user'), payload);
  return c.json({ success: true }, 200);
});
