import { Hono } from 'hono';
import { BookmarkPayloadSchema } from '../../../src/api/schemas/bookmark';
import type { AppEnv } from '../http/appEnv';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { listBookmarks } from '../repos/bookmarks';
import { bookmarkLesson, removeBookmark } from '../services/bookmarks';

export const bookmarkRoutes = new Hono<AppEnv>();

bookmarkRoutes.get('/api/bookmark', (c) => {
  const user = requireUser(c);
  return c.json(listBookmarks(c.get('server').db, user.id));
});

/** Bookmarks a lesson (201); bookmarking it again returns the existing bookmark (200). */
bookmarkRoutes.post('/api/bookmark', async (c) => {
  const user = requireUser(c);
  const payload = await readJson(c, BookmarkPayloadSchema);
  const { bookmark, created } = bookmarkLesson(c.get('server').db, user, payload);
  return c.json(bookmark, created ? 201 : 200);
});

bookmarkRoutes.delete('/api/bookmark/:id', (c) => {
  const user = requireUser(c);
  removeBookmark(c.get('server').db, user, parseId(c.req.param('id'), 'bookmark id'));
  return c.body(null, 204);
});
