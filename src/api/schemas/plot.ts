import * as v from 'valibot';

/** Largest accepted plot image, decoded (5 MB). */
export const MAX_PLOT_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * An image as a base64 data URL (the data tool's canvas export). The server stores only
 * PNG and JPEG, judged by the decoded bytes, whatever type the URL claims.
 */
export const PLOT_IMAGE_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]+$/;

/** Body of POST /api/misc/capture/plotimage/{a}/{b}/. */
export const PlotImagePayloadSchema = v.object({
  dataURL: v.pipe(
    v.string(),
    // Length first: the pattern need not scan an oversized body.
    v.maxLength(Math.ceil((MAX_PLOT_IMAGE_BYTES * 4) / 3) + 64, 'The image is too large'),
    v.regex(PLOT_IMAGE_DATA_URL, 'dataURL must be a base64 PNG or JPEG data URL'),
  ),
});
export type PlotImagePayload = v.InferInput<typeof PlotImagePayloadSchema>;

/** The stored image: a file reference that replaces the data URL in the answer's preview. */
export const PlotImageSchema = v.object({ url: v.string() });
export type PlotImage = v.InferOutput<typeof PlotImageSchema>;
