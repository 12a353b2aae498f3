import { api } from '../client';
import {
  ActivityReviewResultSchema,
  BuilderActivitySchema,
  type ActivityReviewResult,
  type ActivityUpdatePayload,
  type BuilderActivity,
} from '../schemas/contentBuilder';
import { requestOptions, seg, type CallOptions } from './callOptions';

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

/** PATCH /api/content-builder/activity/{id}: updates the given fields of an activity. */
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
