import { api } from '../client';
import {
  SavedPlotListSchema,
  SavedPlotSchema,
  type SavedPlot,
  type SavedPlotPayload,
} from '../schemas/savedPlot';
import { requestOptions, seg, type CallOptions } from './callOptions';

/** GET /api/plots/?source=: the signed-in user's plots of one dataset or step, newest first. */
export function fetchSavedPlots(source: string, options: CallOptions = {}): Promise<SavedPlot[]> {
  return api.request(
    'GET',
    '/api/plots/',
    SavedPlotListSchema,
    requestOptions(options, { searchParams: { source } }),
  );
}

/** POST /api/plots/: 'Save as New'. */
export function createSavedPlot(
  payload: SavedPlotPayload,
  options: CallOptions = {},
): Promise<SavedPlot> {
  return api.request(
    'POST',
    '/api/plots/',
    SavedPlotSchema,
    requestOptions(options, { json: payload }),
  );
}

/** PUT /api/plots/{id}/: 'Update Plot' of one of the user's own plots. */
export function updateSavedPlot(
  id: number,
  payload: SavedPlotPayload,
  options: CallOptions = {},
): Promise<SavedPlot> {
  return api.request(
    'PUT',
    `/api/plots/${seg(id)}/`,
    SavedPlotSchema,
    requestOptions(options, { json: payload }),
  );
}
