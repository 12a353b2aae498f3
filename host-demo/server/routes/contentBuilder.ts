import { Hono, type Context } from 'hono';
import {
  ActivityReviewPayloadSchema,
  ActivityUpdatePayloadSchema,
  type BuilderActivity,
} from '../../../src/api/schemas/contentBuilder';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import type { AppEnv } from '../http/appEnv';
import { badRequest, forbidden, notFound } from '../http/httpError';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { canUseContentBuilder } from '../repos/access';
import { findActivity, isOwnerOrStaff, toApiActivity, type ActivityRow } from '../repos/datasets';
import type { UserRow } from '../repos/users';

export const contentBuilderRoutes = new Hono<AppEnv>();

function builderUser(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!canUseContentBuilder(user)) {
    throw forbidden('The content builder needs a Premium or Jr. teacher subscription.');
  }
  return user;
}

function ownActivity(db: Db, user: UserRow, id: number): ActivityRow {
  const row = findActivity(db, id);
  if (!row) throw notFound('Activity not found.');
  if (!isOwnerOrStaff(user, row.asked_by_id))
    throw forbidden('Only the author can edit this activity.');
  return row;
}

function toBuilderActivity(db: Db, row: ActivityRow): BuilderActivity {
  return { ...toApiActivity(db, row), content: row.content, review_status: row.review_status };
}

contentBuilderRoutes.post('/api/content-builder/activity/submit-review', async (c) => {
  const user = builderUser(c);
  const { id } = await readJson(c, ActivityReviewPayloadSchema);
  const { db } = c.get('server');
  const row = ownActivity(db, user, id);
  if (row.review_status === 'published') throw badRequest('This activity is already published.');
  db.prepare(`UPDATE activities SET review_status = 'in_review', modified_at = ? WHERE id = ?`).run(
    nowIso(),
    id,
  );
  return c.json({ success: true, status: 'in_review' });
});

contentBuilderRoutes.patch('/api/content-builder/activity/:id', async (c) => {
  const user = builderUser(c);
  const patch = await readJson(c, ActivityUpdatePayloadSchema);
  const fields = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (fields.length === 0) throw badRequest('Send at least one field to change.');
  const { db } = c.get('server');
  const row = ownActivity(db, user, parseId(c.req.param('id'), 'activity id'));
  // Column names come from the schema's fixed keys, never from the request.
  const assignments = fields.map(([key]) => `${key} = ?`).join(', ');
  db.prepare(`UPDATE activities SET ${assignments}, modified_at = ? WHERE id = ?`).run(
    ...fields.map(([, value]) => value),
    nowIso(),
    row.id,
  );
  const updated = findActivity(db, row.id) ?? row;
  return c.json(toBuilderActivity(db, updated));
});
