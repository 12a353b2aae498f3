import { api } from '../client';
import { PlotImageSchema } from '../schemas/plot';
import { requestOptions, seg, type CallOptions } from './callOptions';

/**
 * POST /api/misc/capture/plotimage/{a}/{b}/ with the plot's data URL. `a` and `b` name what
 * the image belongs to (the course player sends the enroll id and the step id). Resolves to
 * the file reference that replaces the data URL in the graph answer's preview.
 */
export async function uploadPlotImage(
  a: number | string,
  b: number | string,
  dataURL: string,
  options: CallOptions = {},
): Promise<string> {
  const body = await api.request(
    'POST',
    `/api/misc/capture/plotimage/${seg(a)}/${seg(b)}/`,
    PlotImageSchema,
    requestOptions(options, { json: { dataURL } }),
  );
  return body.url;
}
