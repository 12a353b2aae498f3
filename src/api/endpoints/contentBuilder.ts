import { api } from '../client';
import {
  ActivityReviewResultSchema,
  BuilderActivityListSchema,
  BuilderActivitySchema,
  type ActivityCreatePayload,
  type ActivityReviewResult,
  type ActivityUpdatePayload,
  type BuilderActivity,
  type BuilderActivitySummary,
} from '../schemas/contentBuilder';
import { requestOptions, seg, type CallOptions } from './callOptions';

/** GET /api/content-builder/activity/: the teacher's own activities (docs/api.md). */
export function listBuilderActivities(
  options: CallOptions = {},
): Promise<BuilderActivitySummary[]> {
  return api.request(
    'GET',
    '/api/content-builder/activity/',
    BuilderActivityListSchema,
    requestOptions(options),
  );
}

/** POST /api/content-builder/activity/: a new activity with no steps yet (docs/api.md). */
export function createBuilderActivity(
  payload: ActivityCreatePayload,
  options: CallOptions = {},
): Promise<BuilderActivity> {
  return api.request(
    'POST',
    '/api/content-builder/activity/',
    BuilderActivitySchema,
    requestOptions(options, { json: payload }),
  );
}

/** GET /api/content-builder/activity/{id}/: an activity with its steps' sources (docs/api.md). */
export function fetchBuilderActivity(
  activityId: number,
  options: CallOptions = {},
): Promise<BuilderActivity> {
  return api.request(
    'GET',
    `/api/content-builder/activity/${seg(activityId)}/`,
    BuilderActivitySchema,
    requestOptions(options),
  );
}

/** POST /api/content-builder/activity/submit-review/: sends a draft activity for review. */
export function submitActivityForReview(
  activityId: number,
  options: CallOptions = {},
): Promise<ActivityReviewResult> {
  return api.request(
    'POST',
    '/api/content-builder/activity/submit-review/',
    ActivityReviewResultSchema,
    requestOptions(options, { json: { id: activityId } }),
  );
}

/**
 * PATCH /api/content-builder/activity/{id}: updates the given fields of an activity. With
 * `version`, a change made on an older version fails with 409 (ActivityConflictSchema body).
 */
export function updateBuilderActivity(
  activityId: number,
  patch: ActivityUpdatePayload,
  options: CallOptions = {},
): Promise<BuilderActivity> {
  return api.request(
    'PATCH',
    `/api/content-builder/activity/${seg(activityId)}`,
    BuilderActivitySchema,
    requestOptions(options, { json: patch }),
  );
}
