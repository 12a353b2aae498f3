import {
  ACTIVITY_CONFLICT_CODE,
  type ActivityUpdatePayload,
} from '../../../src/api/schemas/contentBuilder';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { markActivityInReview, updateActivityFields } from '../repos/builderActivities';
import {
  canSeeDataset,
  findActivity,
  findDatasetById,
  isOwnerOrStaff,
  type ActivityRow,
} from '../repos/datasets';
import type { UserRow } from '../repos/users';
import { saveSteps, syncLesson, toBuilderActivity } from './builderActivities';
import { Conflict, Forbidden, Invalid, NotFound } from './errors';

/** Words of the 409 a PATCH made on an older version gets. */
export const ACTIVITY_CONFLICT_DETAIL =
  'This activity was changed somewhere else (another tab or device) since you opened it.';

/** A new activity may be built on no dataset, or on one its author can see. */
export function checkActivityDataset(db: Db, user: UserRow, datasetId: number | null): void {
  if (datasetId === null) return;
  const dataset = findDatasetById(db, datasetId);
  if (!dataset || !canSeeDataset(user, dataset)) throw new Invalid('Dataset not found.');
}

/** The activity `id`, if `user` wrote it (or is staff). */
export function ownActivity(db: Db, user: UserRow, id: number): ActivityRow {
  const row = findActivity(db, id);
  if (!row) throw new NotFound('Activity not found.');
  if (!isOwnerOrStaff(user, row.asked_by_id))
    throw new Forbidden('Only the author can edit this activity.');
  return row;
}

/** Sends the author's activity to review; a published one stays as it is. */
export function submitForReview(db: Db, user: UserRow, id: number): void {
  const row = ownActivity(db, user, id);
  if (row.review_status === 'published') throw new Invalid('This activity is already published.');
  markActivityInReview(db, id, nowIso());
}

/** What a builder PATCH changes: its fields and steps, checked against the stored `version`. */
export interface ActivityChanges {
  fields: [string, unknown][];
  steps: ActivityUpdatePayload['steps'];
  version: number | undefined;
}

/** The changes a PATCH asks for; one that changes nothing is refused. */
export function activityChanges(payload: ActivityUpdatePayload): ActivityChanges {
  const { steps, version, ...patch } = payload;
  const fields = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (fields.length === 0 && steps === undefined)
    throw new Invalid('Send at least one field to change.');
  return { fields, steps, version };
}

/**
 * Applies the builder's PATCH: the given fields, then the steps, then the lesson built from
 * them. A save made on an older version than the stored one is refused with the current one.
 */
export function updateActivity(
  db: Db,
  user: UserRow,
  id: number,
  { fields, steps, version }: ActivityChanges,
  junior: boolean,
): ActivityRow {
  return db.transaction(() => {
    const row = ownActivity(db, user, id);
    // Read and written in one transaction: two saves cannot both pass the same version.
    if (version !== undefined && version !== row.version) {
      throw new Conflict(ACTIVITY_CONFLICT_DETAIL, {
        detail: ACTIVITY_CONFLICT_DETAIL,
        code: ACTIVITY_CONFLICT_CODE,
        activity: toBuilderActivity(db, row),
      });
    }
    updateActivityFields(db, row, fields, nowIso());
    const current = findActivity(db, row.id) as ActivityRow;
    if (steps !== undefined) saveSteps(db, current, steps, junior);
    const saved = findActivity(db, row.id) as ActivityRow;
    syncLesson(db, saved);
    return saved;
  })();
}
