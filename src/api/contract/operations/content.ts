/** The content browser and the content builder. */
import * as v from 'valibot';
import { CONTENT_FILTERS, ContentItemListSchema } from '../../schemas/contentBrowser';
import {
  ActivityConflictSchema,
  ActivityCreatePayloadSchema,
  ActivityReviewPayloadSchema,
  ActivityReviewResultSchema,
  ActivityUpdatePayloadSchema,
  BuilderActivityListSchema,
  BuilderActivitySchema,
} from '../../schemas/contentBuilder';
import { error, idParam, ok, type Operation } from '../operation';

const CONTENT = 'Content';
const BUILDER = 'Content builder';

const builderRefused = error(
  'Not a teacher with access to the builder on this site, or not the author.',
);
const activityId = idParam('The activity id.');

export const contentOperations: Operation[] = [
  {
    id: 'fetchContentItems',
    method: 'GET',
    path: '/api/content-browser/',
    tag: CONTENT,
    summary: 'The courses, activities, data stories and datasets the caller may see',
    caller: 'anyone',
    query: {
      filter: {
        schema: v.picklist(CONTENT_FILTERS),
        description: 'all (default), jr or jr-practice.',
        required: false,
      },
    },
    responses: { 200: ok('The items.', ContentItemListSchema), 400: error('An unknown filter.') },
  },
  {
    id: 'listBuilderActivities',
    method: 'GET',
    path: '/api/content-builder/activity/',
    tag: BUILDER,
    summary: "The teacher's own activities",
    caller: 'user',
    responses: {
      200: ok('The activities, newest first.', BuilderActivityListSchema),
      403: builderRefused,
    },
  },
  {
    id: 'createBuilderActivity',
    method: 'POST',
    path: '/api/content-builder/activity/',
    tag: BUILDER,
    summary: 'A new draft activity with no steps',
    caller: 'user',
    body: { kind: 'json', schema: ActivityCreatePayloadSchema },
    responses: {
      201: ok('The activity.', BuilderActivitySchema),
      400: error('Invalid body, or a dataset the teacher may not see.'),
      403: builderRefused,
    },
  },
  {
    id: 'submitActivityForReview',
    method: 'POST',
    path: '/api/content-builder/activity/submit-review/',
    tag: BUILDER,
    summary: 'Sends a draft activity for review',
    caller: 'user',
    body: { kind: 'json', schema: ActivityReviewPayloadSchema },
    responses: {
      200: ok('In review.', ActivityReviewResultSchema),
      400: error('Invalid body, or already published.'),
      403: builderRefused,
      404: error('No such activity.'),
    },
  },
  {
    id: 'fetchBuilderActivity',
    method: 'GET',
    path: '/api/content-builder/activity/{id}/',
    tag: BUILDER,
    summary: "An activity with its steps' sources",
    caller: 'user',
    pathParams: { id: activityId },
    responses: {
      200: ok('The activity.', BuilderActivitySchema),
      400: error('The id is not a positive integer.'),
      403: builderRefused,
      404: error('No such activity.'),
    },
  },
  {
    id: 'updateBuilderActivity',
    method: 'PATCH',
    path: '/api/content-builder/activity/{id}',
    tag: BUILDER,
    summary: 'Changes the given fields of an activity',
    caller: 'user',
    pathParams: { id: activityId },
    body: { kind: 'json', schema: ActivityUpdatePayloadSchema },
    responses: {
      200: ok('The activity.', BuilderActivitySchema),
      400: error('Invalid body, nothing to change, or a step of another activity.'),
      403: builderRefused,
      404: error('No such activity.'),
      409: error(
        'Changed elsewhere since `version`: the current activity is in the body.',
        ActivityConflictSchema,
      ),
    },
  },
];
