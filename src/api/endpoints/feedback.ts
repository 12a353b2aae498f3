import { api } from '../client';
import { ApiError } from '../errors';
import type { FeedbackPayload } from '../schemas/feedback';
import { requestOptions, type CallOptions } from './callOptions';

/**
 * POST /api/misc/common-notify/. Resolves to the HTTP status (0 when the server was not
 * reached): the dialog treats exactly 200 as success (spec section 8).
 */
export async function submitFeedback(
  payload: FeedbackPayload,
  options: CallOptions = {},
): Promise<number> {
  try {
    return await api.send(
      'POST',
      '/api/misc/common-notify/',
      requestOptions(options, { json: payload }),
    );
  } catch (error) {
    if (error instanceof ApiError) return error.status ?? 0;
    throw error;
  }
}
