/** Feedback for the team, plot images, bookmarks and saved plots. */
import { BookmarkListSchema, BookmarkPayloadSchema, BookmarkSchema } from '../../schemas/bookmark';
import { SuccessSchema } from '../../schemas/common';
import { FeedbackPayloadSchema } from '../../schemas/feedback';
import { PlotImagePayloadSchema, PlotImageSchema } from '../../schemas/plot';
import {
  SavedPlotListSchema,
  SavedPlotPayloadSchema,
  SavedPlotSchema,
  SavedPlotSourceSchema,
} from '../../schemas/savedPlot';
import { error, idParam, ok, type Operation } from '../operation';
import { MISC } from './lookupsAndSpeech';

export const feedbackBookmarkPlotOperations: Operation[] = [
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
