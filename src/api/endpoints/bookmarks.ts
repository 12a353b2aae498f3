import { api } from '../client';
import {
  BookmarkListSchema,
  BookmarkSchema,
  type Bookmark,
  type BookmarkPayload,
} from '../schemas/bookmark';
import { requestOptions, seg, type CallOptions } from './callOptions';

/** POST /api/bookmark/; bookmarking twice returns the existing bookmark. */
export function addBookmark(
  payload: BookmarkPayload,
  options: CallOptions = {},
): Promise<Bookmark> {
  return api.request(
    'POST',
    '/api/bookmark/',
    BookmarkSchema,
    requestOptions(options, { json: payload }),
  );
}

/** DELETE /api/bookmark/{id}. */
export async function removeBookmark(bookmarkId: number, options: CallOptions = {}): Promise<void> {
  await api.send('DELETE', `/api/bookmark/${seg(bookmarkId)}`, requestOptions(options));
}

/** GET /api/bookmark/: the current user's bookmarks. */
export function listBookmarks(options: CallOptions = {}): Promise<Bookmark[]> {
  return api.request('GET', '/api/bookmark/', BookmarkListSchema, requestOptions(options));
}
