import { Hono, type Context } from 'hono';
import {
  ACTIVITY_CONFLICT_CODE,
  ActivityCreatePayloadSchema,
  ActivityReviewPayloadSchema,
  ActivityUpdatePayloadSchema,
} from '../../../src/api/schemas/contentBuilder';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import type { AppEnv } from '../http/appEnv';
import { Conflict, Forbidden, Invalid, NotFound } from '../services/errors';
import { parseId, readJson } from '../http/readBody';
import { isPartnerRequest } from '../http/requestHost';
import { requireUser } from '../http/session';
import { canUseContentBuilder } from '../repos/access';
import {
  canSeeDataset,
  findActivity,
  findDatasetById,
  isOwnerOrStaff,
  type ActivityRow,
} from '../repos/datasets';
import type { UserRow } from '../repos/users';
import {
  createActivity,
  listOwnActivities,
  saveSteps,
  syncLesson,
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

function ownActivity(db: Db, user: UserRow, id: number): ActivityRow {
  const row = findActivity(db, id);
  if (!row) throw new NotFound('Activity not found.');
  if (!isOwnerOrStaff(user, row.asked_by_id))
    throw new Forbidden('Only the author can edit this activity.');
  return row;
}

contentBuilderRoutes.get('/api/content-builder/activity', (c) => {
  const user = builderUser(c);
  return c.json(listOwnActivities(c.get('server').db, user));
});

contentBuilderRoutes.post('/api/content-builder/activity', async (c) => {
  const user = builderUser(c);
  const payload = await readJson(c, ActivityCreatePayloadSchema);
  const { db } = c.get('server');
  if (payload.dataset !== null) {
    const dataset = findDatasetById(db, payload.dataset);
    if (!dataset || !canSeeDataset(user, dataset)) throw new Invalid('Dataset not found.');
  }
  const row = createActivity(db, user, payload, builderSetting(c).junior);
  return c.json(toBuilderActivity(db, row), 201);
});

contentBuilderRoutes.post('/api/content-builder/activity/submit-review', async (c) => {
  const user = builderUser(c);
  const { id } = await readJson(c, ActivityReviewPayloadSchema);
  const { db } = c.get('server');
  const row = ownActivity(db, user, id);
  if (row.review_status === 'published') throw new Invalid('This activity is already published.');
  db.prepare(`UPDATE activities SET review_status = 'in_review', modified_at = ? WHERE id = ?`).run(
    nowIso(),
    id,
  );
  return c.json({ success: true, status: 'in_review' });
});

contentBuilderRoutes.get('/api/content-builder/activity/:id', (c) => {
  const user = builderUser(c);
  const { db } = c.get('server');
  const row = ownActivity(db, user, parseId(c.req.param('id'), 'activity id'));
  return c.json(toBuilderActivity(db, row));
});

/** Words of the 409 a PATCH made on an older version gets. */
export const ACTIVITY_CONFLICT_DETAIL =
  'This activity was changed somewhere else (another tab or device) since you opened it.';

contentBuilderRoutes.patch('/api/content-builder/activity/:id', async (c) => {
  const user = builderUser(c);
  const { steps, version, ...patch } = await readJson(c, ActivityUpdatePayloadSchema);
  const fields = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (fields.length === 0 && steps === undefined)
    throw new Invalid('Send at least one field to change.');
  const { db } = c.get('server');
  const junior = builderSetting(c).junior;
  const id = parseId(c.req.param('id'), 'activity id');
  const updated = db.transaction(() => {
    const row = ownActivity(db, user, id);
    // Read and written in one transaction: two saves cannot both pass the same version.
    if (version !== undefined && version !== row.version) {
      throw new Conflict(ACTIVITY_CONFLICT_DETAIL, {
        detail: ACTIVITY_CONFLICT_DETAIL,
        code: ACTIVITY_CONFLICT_CODE,
        activity: toBuilderActivity(db, row),
      });
    }
    // Column names come from the schema's fixed keys, never from the request.
    const assignments = fields.map(([key]) => `${key} = ?, `).join('');
    db.prepare(
      `UPDATE activities SET ${assignments}modified_at = ?, version = version + 1 WHERE id = ?`,
    ).run(...fields.map(([, value]) => value), nowIso(), row.id);
    const current = findActivity(db, row.id) as ActivityRow;
    if (steps !== undefined) saveSteps(db, current, steps, junior);
    const saved = findActivity(db, row.id) as ActivityRow;
    syncLesson(db, saved);
    return saved;
  })();
  return c.json(toBuilderActivity(db, updated));
});
