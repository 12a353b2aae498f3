import { Hono, type Context } from 'hono';
import {
  ActivityCreatePayloadSchema,
  ActivityReviewPayloadSchema,
  ActivityUpdatePayloadSchema,
} from '../../../src/api/schemas/contentBuilder';
import type { AppEnv } from '../http/appEnv';
import { Forbidden } from '../services/errors';
import { parseId, readJson } from '../http/readBody';
import { isPartnerRequest } from '../http/requestHost';
import { requireUser } from '../http/session';
import { canUseContentBuilder } from '../repos/access';
import type { UserRow } from '../repos/users';
import {
  activityChanges,
  checkActivityDataset,
  ownActivity,
  submitForReview,
  updateActivity,
} from '../services/activityEdits';
import {
  createActivity,
  listOwnActivities,
  toBuilderActivity,
} from '../services/builderActivities';

export const contentBuilderRoutes = new Hono<AppEnv>();

/** The same words the builder shows a teacher without access (spec section 6). */
export const BUILDER_FORBIDDEN =
  'The content builder needs a Premium teacher subscription (or Jr. on the Jr. site).';

/** The Jr. (partner) variant is the one whose Jr. subscription opens the builder. */
function builderSetting(c: Context<AppEnv>) {
  return {
    junior: isPartnerRequest(c),
    requiresSubscription: c.get('server').contentBuilderRequiresSubscription,
  };
}

function builderUser(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!canUseContentBuilder(user, builderSetting(c))) throw new Forbidden(BUILDER_FORBIDDEN);
  return user;
}

contentBuilderRoutes.get('/api/content-builder/activity', (c) => {
  const user = builderUser(c);
  return c.json(listOwnActivities(c.get('server').db, user));
});

contentBuilderRoutes.post('/api/content-builder/activity', async (c) => {
  const user = builderUser(c);
  const payload = await readJson(c, ActivityCreatePayloadSchema);
  const { db } = c.get('server');
  checkActivityDataset(db, user, payload.dataset);
  const row = createActivity(db, user, payload, builderSetting(c).junior);
  return c.json(toBuilderActivity(db, row), 201);
});

contentBuilderRoutes.post('/api/content-builder/activity/submit-review', async (c) => {
  const user = builderUser(c);
  const { id } = await readJson(c, ActivityReviewPayloadSchema);
  submitForReview(c.get('server').db, user, id);
  return c.json({ success: true, status: 'in_review' });
});

contentBuilderRoutes.get('/api/content-builder/activity/:id', (c) => {
  const user = builderUser(c);
  const { db } = c.get('server');
  const row = ownActivity(db, user, parseId(c.req.param('id'), 'activity id'));
  return c.json(toBuilderActivity(db, row));
});

contentBuilderRoutes.patch('/api/content-builder/activity/:id', async (c) => {
  const user = builderUser(c);
  const changes = activityChanges(await readJson(c, ActivityUpdatePayloadSchema));
  const { db } = c.get('server');
  const id = parseId(c.req.param('id'), 'activity id');
  const updated = updateActivity(db, user, id, changes, builderSetting(c).junior);
  return c.json(toBuilderActivity(db, updated));
});
