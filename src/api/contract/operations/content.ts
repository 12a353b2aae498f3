/** Content around the lessons: the browser, the builder, lookups, speech, feedback, bookmarks and plots. */
import * as v from 'valibot';
import { BookmarkListSchema, BookmarkPayloadSchema, BookmarkSchema } from '../../schemas/bookmark';
import { SuccessSchema } from '../../schemas/common';
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
import { FeedbackPayloadSchema } from '../../schemas/feedback';
import { KeywordDefinitionSchema } from '../../schemas/keyword';
import { DISCOUNT_KINDS, DiscountSettingSchema, PartnerIconListSchema } from '../../schemas/lookup';
import { PlotImagePayloadSchema, PlotImageSchema } from '../../schemas/plot';
import {
  SavedPlotListSchema,
  SavedPlotPayloadSchema,
  SavedPlotSchema,
  SavedPlotSourceSchema,
} from '../../schemas/savedPlot';
import { MAX_SPEECH_TEXT, SpeechMarksSchema } from '../../schemas/speech';
import { error, idParam, ok, type Operation, type ParameterSpec } from '../operation';

const CONTENT = 'Content';
const BUILDER = 'Content builder';
const MISC = 'Feedback, bookmarks, plots, lookups and speech';

const builderRefused = error(
  'Not a teacher with access to the builder on this site, or not the author.',
);
const activityId = idParam('The activity id.');
const speechText: ParameterSpec = {
  schema: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_SPEECH_TEXT)),
  description: `The text to speak (at most ${MAX_SPEECH_TEXT} characters).`,
};
const speechFailed = error('Speech synthesis is unavailable.');

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
  {
    id: 'fetchDiscountSetting',
    method: 'GET',
    path: '/api/lookup/settings/',
    tag: MISC,
    summary: 'A discount setting',
    caller: 'anyone',
    query: { filter: { schema: v.picklist(DISCOUNT_KINDS), description: 'Which discount.' } },
    responses: {
      200: ok('The setting.', DiscountSettingSchema),
      400: error('No filter.'),
      404: error('An unknown setting.'),
    },
  },
  {
    id: 'fetchPartnerIcons',
    method: 'GET',
    path: '/api/lookup/partner_icons/',
    tag: MISC,
    summary: 'Icons for the partner-icon markup',
    caller: 'anyone',
    responses: { 200: ok('The icons.', PartnerIconListSchema) },
  },
  {
    id: 'fetchKeywordDefinition',
    method: 'GET',
    path: '/api/lookup/keyword/{id}/',
    tag: MISC,
    summary: "A keyword's definition markup",
    caller: 'anyone',
    pathParams: { id: idParam('The keyword id.') },
    responses: {
      200: ok('The definition.', KeywordDefinitionSchema),
      400: error('The id is not a positive integer.'),
      404: error('No such keyword.'),
    },
  },
  {
    id: 'fetchSpeechAudio',
    method: 'GET',
    path: '/api/speech/audio/',
    tag: MISC,
    summary: 'The text spoken, as WAV audio',
    description: "The service segment (`speech` here) is the app config's `speechService`.",
    caller: 'anyone',
    query: { text: speechText },
    responses: {
      200: { description: 'The audio.', mediaType: 'audio/wav' },
      400: error('No text, or too long.'),
      503: speechFailed,
    },
  },
  {
    id: 'fetchSpeechMarks',
    method: 'GET',
    path: '/api/speech/marks/',
    tag: MISC,
    summary: 'When each word of the text is spoken',
    description: "The service segment (`speech` here) is the app config's `speechService`.",
    caller: 'anyone',
    query: { text: speechText },
    responses: {
      200: ok('The word marks.', SpeechMarksSchema),
      400: error('No text, or too long.'),
      503: speechFailed,
    },
  },
  {
    id: 'submitFeedback',
    method: 'POST',
    path: '/api/misc/common-notify/',
    tag: MISC,
    summary: 'Feedback for the team (success is exactly 200)',
    caller: 'anyone',
    body: { kind: 'json', schema: FeedbackPayloadSchema },
    responses: { 200: ok('Stored.', SuccessSchema), 400: error('Invalid body.') },
  },
  {
    id: 'uploadPlotImage',
    method: 'POST',
    path: '/api/misc/capture/plotimage/{a}/{b}/',
    tag: MISC,
    summary: "Stores a graph answer's plot image",
    caller: 'user',
    pathParams: {
      a: idParam("The caller's enrollment or user lesson id."),
      b: idParam('The step id.'),
    },
    body: { kind: 'json', schema: PlotImagePayloadSchema },
    responses: {
      201: ok('The stored file.', PlotImageSchema),
      400: error('Invalid ids or body (not a PNG data URL).'),
      404: error("Not the caller's enrollment or user lesson."),
    },
  },
  {
    id: 'listBookmarks',
    method: 'GET',
    path: '/api/bookmark/',
    tag: MISC,
    summary: "The user's bookmarks",
    caller: 'user',
    responses: { 200: ok('The bookmarks.', BookmarkListSchema) },
  },
  {
    id: 'addBookmark',
    method: 'POST',
    path: '/api/bookmark/',
    tag: MISC,
    summary: 'Bookmarks a lesson (twice returns the existing bookmark)',
    caller: 'user',
    body: { kind: 'json', schema: BookmarkPayloadSchema },
    responses: {
      200: ok('The existing bookmark.', BookmarkSchema),
      201: ok('The new bookmark.', BookmarkSchema),
      404: error('No such lesson.'),
    },
  },
  {
    id: 'removeBookmark',
    method: 'DELETE',
    path: '/api/bookmark/{id}',
    tag: MISC,
    summary: "Removes one of the user's bookmarks",
    caller: 'user',
    pathParams: { id: idParam('The bookmark id.') },
    responses: {
      204: { description: 'Removed.' },
      400: error('The id is not a positive integer.'),
      404: error("Not one of the user's bookmarks."),
    },
  },
  {
    id: 'fetchSavedPlots',
    method: 'GET',
    path: '/api/plots/',
    tag: MISC,
    summary: "The user's saved plots of one dataset or step, newest first",
    caller: 'user',
    query: {
      source: {
        schema: SavedPlotSourceSchema,
        description: 'The dataset or step the plots belong to.',
      },
    },
    responses: { 200: ok('The plots.', SavedPlotListSchema), 400: error('No source.') },
  },
  {
    id: 'createSavedPlot',
    method: 'POST',
    path: '/api/plots/',
    tag: MISC,
    summary: "Saves a plot ('Save as New')",
    caller: 'user',
    body: { kind: 'json', schema: SavedPlotPayloadSchema },
    responses: { 201: ok('The plot.', SavedPlotSchema) },
  },
  {
    id: 'updateSavedPlot',
    method: 'PUT',
    path: '/api/plots/{id}/',
    tag: MISC,
    summary: "Updates one of the user's plots ('Update Plot')",
    caller: 'user',
    pathParams: { id: idParam('The plot id.') },
    body: { kind: 'json', schema: SavedPlotPayloadSchema },
    responses: {
      200: ok('The plot.', SavedPlotSchema),
      404: error("Not one of the user's plots."),
    },
  },
];
