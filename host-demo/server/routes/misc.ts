import { Hono } from 'hono';
import type { Bookmark } from '../../../src/api/schemas/bookmark';
import { BookmarkPayloadSchema } from '../../../src/api/schemas/bookmark';
import { FeedbackPayloadSchema } from '../../../src/api/schemas/feedback';
import { PlotImagePayloadSchema } from '../../../src/api/schemas/plot';
import { nowIso } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { notFound } from '../http/httpError';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { findLessonById } from '../repos/lessons';
import { recordPlotImage, saveImageDataUrl } from '../services/mediaStore';
import type { Db } from '../db/openDatabase';

export const miscRoutes = new Hono<AppEnv>();

/** Feedback is stored for the team; success is exactly status 200 (spec section 8). */
miscRoutes.post('/api/misc/common-notify', async (c) => {
  const payload = await readJson(c, FeedbackPayloadSchema);
  const user = c.get('user');
  c.get('server')
    .db.prepare('INSERT INTO feedback (user_id, payload, created_at) VALUES (?, ?, ?)')
    .run(user?.id ?? null, JSON.stringify(payload), nowIso());
  return c.json({ success: true }, 200);
});

/** Whether `id` is one of the user's course enrollments or standalone user lessons. */
function ownsCaptureTarget(db: Db, userId: number, id: number): boolean {
  return (
    db.prepare('SELECT 1 FROM enrollments WHERE id = ? AND user_id = ?').get(id, userId) !==
      undefined ||
    db.prepare('SELECT 1 FROM user_lessons WHERE id = ? AND user_id = ?').get(id, userId) !==
      undefined
  );
}

/**
 * `a` is the caller's enrollment (or user lesson) and `b` the step. Anyone else's `a` is a
 * 404, as if it did not exist, so ids of other students cannot be probed.
 */
miscRoutes.post('/api/misc/capture/plotimage/:a/:b', async (c) => {
  const user = requireUser(c);
  const a = parseId(c.req.param('a'), 'enrollment id');
  const b = parseId(c.req.param('b'), 'step id');
  const { db, mediaDir } = c.get('server');
  if (!ownsCaptureTarget(db, user.id, a)) throw notFound('Enrollment not found.');
  const { dataURL } = await readJson(c, PlotImagePayloadSchema);
  const url = saveImageDataUrl(mediaDir, 'plots', dataURL);
  recordPlotImage(db, user.id, { a: String(a), b: String(b) }, url, nowIso());
  return c.json({ url }, 201);
});

interface BookmarkRow {
  id: number;
  object_type: 'lesson';
  object_id: number;
  created_at: string;
}

const toApiBookmark = (row: BookmarkRow): Bookmark => ({
  id: row.id,
  object_type: row.object_type,
  object_id: row.object_id,
  created_at: row.created_at,
});

miscRoutes.get('/api/bookmark', (c) => {
  const user = requireUser(c);
  const rows = c
    .get('server')
    .db.prepare('SELECT * FROM bookmarks WHERE user_id = ? ORDER BY created_at DESC, id DESC')
    .all(user.id) as BookmarkRow[];
  return c.json(rows.map(toApiBookmark));
});

/** Bookmarks a lesson (201); bookmarking it again returns the existing bookmark (200). */
miscRoutes.post('/api/bookmark', async (c) => {
  const user = requireUser(c);
  const payload = await readJson(c, BookmarkPayloadSchema);
  const { db } = c.get('server');
  if (!findLessonById(db, payload.object_id)) throw notFound('Lesson not found.');
  const find = () =>
    db
      .prepare('SELECT * FROM bookmarks WHERE user_id = ? AND object_type = ? AND object_id = ?')
      .get(user.id, payload.object_type, payload.object_id) as BookmarkRow | undefined;
  const existing = find();
  if (existing) return c.json(toApiBookmark(existing), 200);
  db.prepare(
    'INSERT INTO bookmarks (user_id, object_type, object_id, created_at) VALUES (?, ?, ?, ?)',
  ).run(user.id, payload.object_type, payload.object_id, nowIso());
  const created = find();
  if (!created) throw new Error('bookmark was not stored');
  return c.json(toApiBookmark(created), 201);
});

miscRoutes.delete('/api/bookmark/:id', (c) => {
  const user = requireUser(c);
  const result = c
    .get('server')
    .db.prepare('DELETE FROM bookmarks WHERE id = ? AND user_id = ?')
    .run(parseId(c.req.param('id'), 'bookmark id'), user.id);
  if (result.changes === 0) throw notFound('Bookmark not found.');
  return c.body(null, 204);
});
