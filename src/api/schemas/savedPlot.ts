import * as v from 'valibot';
import { PlotStateSchema } from './question';

/** Spec section 5: a plot title has at least 4 characters (after trimming). */
export const SAVED_PLOT_TITLE_MIN = 4;
/** What names the data a plot was drawn from: 'step:{lesson}/{step}' or 'dataset:{name}'. */
export const SavedPlotSourceSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/** Body of POST /api/plots/ and PUT /api/plots/{id}/. */
export const SavedPlotPayloadSchema = v.strictObject({
  source: SavedPlotSourceSchema,
  title: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(SAVED_PLOT_TITLE_MIN, 'Enter minimum 4 characters.'),
    v.maxLength(200),
  ),
  altText: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  notes: v.optional(v.pipe(v.string(), v.maxLength(10_000)), ''),
  plotState: PlotStateSchema,
  /** The uploaded image's URL, or a data URL when there was nowhere to upload it. */
  image: v.string(),
});
export type SavedPlotPayload = v.InferInput<typeof SavedPlotPayloadSchema>;

/** A saved plot as the server returns it. */
export const SavedPlotSchema = v.object({
  id: v.number(),
  source: v.string(),
  title: v.string(),
  altText: v.string(),
  notes: v.string(),
  plotState: PlotStateSchema,
  image: v.string(),
  created: v.string(),
  modified: v.string(),
});
export type SavedPlot = v.InferOutput<typeof SavedPlotSchema>;
export const SavedPlotListSchema = v.array(SavedPlotSchema);
