import { CONTENT_TYPES, type ContentType } from '../../../src/api/schemas/dataset';
import type { Db } from '../db/openDatabase';
import { Invalid, NotFound } from './errors';
import { findContent, parentDatasetId, type ContentRef } from '../repos/contentRefs';
import { canOpenActivityRow } from '../repos/activityAccess';
import { canSeeDataset, findActivity, findDatasetById } from '../repos/datasets';
import type { UserRow } from '../repos/users';
import { isOneOf } from '../../../src/typeGuards/isOneOf';

/** The product area in `/api/{appType}/...` and the content type it holds by default. */
const APP_TYPE_DEFAULTS: Record<string, ContentType> = {
  datasets: 'dataset',
  dataset: 'dataset',
  'user-dataset': 'userdataset',
  userdataset: 'userdataset',
  activities: 'activity',
  activity: 'activity',
  datastories: 'datastory',
  datastory: 'datastory',
};

/** The content type a request names, in its query or by the product area of its path. */
export function contentTypeOf(type: string | undefined, appType?: string): ContentType {
  const value = type ?? (appType ? APP_TYPE_DEFAULTS[appType] : undefined);
  if (!isOneOf(CONTENT_TYPES, value ?? '')) {
    throw new Invalid(
      `Unknown content type: ${value ?? '(none)'}. Use one of ${CONTENT_TYPES.join(', ')}.`,
    );
  }
  return value as ContentType;
}

/**
 * Content the user may see, or not found: a private dataset (and what hangs off it) exists only
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
