import type { ContentType } from '../../../src/api/schemas/dataset';
import type { Db } from '../db/openDatabase';
import { NotFound } from '../services/errors';
import { findContent, type ContentRef } from './contentRefs';
import { canOpenActivityRow } from './activityAccess';
import { canSeeDataset, findActivity, findDatasetById } from './datasets';
import type { UserRow } from './users';

/** The dataset an activity or data story belongs to (its privacy is theirs too). */
function parentDatasetId(db: Db, ref: ContentRef): number | null {
  if (ref.type === 'dataset') return ref.id;
  const table = ref.type === 'activity' ? 'activities' : 'datastories';
  const row = db.prepare(`SELECT dataset_id FROM ${table} WHERE id = ?`).get(ref.id) as
    { dataset_id: number | null } | undefined;
  return row?.dataset_id ?? null;
}

/**
 * Content the user may see, or a 404: a private dataset (and what hangs off it) exists only
 * for its owner and staff, and an activity not yet published only for those who may open it
 * (repos/activityAccess.ts), so its history, notes, class list and shares answer as if it did
 * not exist, and nobody can learn it is there.
 */
export function findVisibleContent(
  db: Db,
  user: UserRow | null,
  type: ContentType,
  code: string | number,
): ContentRef {
  const ref = findContent(db, type, code);
  if (!ref) throw new NotFound('Content not found.');
  const datasetId = parentDatasetId(db, ref);
  const dataset = datasetId === null ? undefined : findDatasetById(db, datasetId);
  if (dataset && !canSeeDataset(user, dataset)) throw new NotFound('Content not found.');
  if (ref.type === 'activity') {
    const activity = findActivity(db, ref.id);
    if (!activity || !canOpenActivityRow(db, user, activity))
      throw new NotFound('Content not found.');
  }
  return ref;
}
