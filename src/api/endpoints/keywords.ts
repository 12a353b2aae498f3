import { api } from '../client';
import { KeywordDefinitionSchema } from '../schemas/keyword';
import { requestOptions, seg, type CallOptions } from './callOptions';

/**
 * GET /api/lookup/keyword/{keywordId}/: the definition markup (the response's data field).
 * Callers cache per id and abort the previous request through `signal` (spec section 7).
 */
export async function fetchKeywordDefinition(
  keywordId: number | string,
  options: CallOptions = {},
): Promise<string> {
  const body = await api.request(
    'GET',
    `/api/lookup/keyword/${seg(keywordId)}/`,
    KeywordDefinitionSchema,
    requestOptions(options),
  );
  return body.data;
}
