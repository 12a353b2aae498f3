import { api } from '../client';
import {
  ContentItemListSchema,
  type ContentFilter,
  type ContentItem,
} from '../schemas/contentBrowser';
import { requestOptions, type CallOptions } from './callOptions';

/**
 * GET /api/content-browser/?filter={jr|jr-practice}: the courses, activities, data stories
 * and datasets the user may see (not named by the spec; docs/api.md).
 */
export function fetchContentItems(
  filter: ContentFilter = 'all',
  options: CallOptions = {},
): Promise<ContentItem[]> {
  return api.request(
    'GET',
    '/api/content-browser/',
    ContentItemListSchema,
    requestOptions(options, filter === 'all' ? {} : { searchParams: { filter } }),
  );
}
