import crypto from 'node:crypto';
import { Hono } from 'hono';
import {
  CLASSROOM_PROVIDERS,
  ClassroomSharePayloadSchema,
  EmailSharePayloadSchema,
  ShortUrlPayloadSchema,
} from '../../../src/api/schemas/sharing';
import { bool, nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import type { AppEnv } from '../http/appEnv';
import { badRequest, forbidden, notFound } from '../http/httpError';
import { formText, parseId, readForm, readJson, validate } from '../http/readBody';
import { requestOrigin } from '../http/requestHost';
import { requireTeacher } from '../http/session';
import {
  classroomLabel,
  findTeacherClassroom,
  teacherClassrooms,
  toApiClassroom,
  type ClassroomRow,
} from '../repos/classrooms';
import { contentTypeOf, findContent } from '../repos/contentRefs';
import { findLessonById } from '../repos/lessons';
import type { UserRow } from '../repos/users';
import { newAssignmentId, requireGrant } from '../services/classroomService';
import { isLessonAssignedTo } from './assignments';

export const sharingRoutes = new Hono<AppEnv>();

/** The class list's `type` for a lesson (the lesson player's Assign dialog). */
export const LESSON_CLASS_LIST_TYPE = 'lesson';

const SHORT_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newShortCode(): string {
  let code = '';
  for (const byte of crypto.randomBytes(7))
    code += SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length];
  return code;
}

/** Only links into a site (absolute http(s) URLs or root-relative paths) get short links. */
function isShareableUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Anybody may shorten a link (visitors share by e-mail too); the same link keeps its code. */
sharingRoutes.post('/api/misc/get_short_url', async (c) => {
  const payload = await readJson(c, ShortUrlPayloadSchema);
  if (!isShareableUrl(payload.url)) throw badRequest('url must be an http(s) URL or a path.');
  const { db } = c.get('server');
  const objectId = String(payload.id);
  const existing = db
    .prepare('SELECT code FROM short_urls WHERE url = ? AND content_type = ? AND object_id = ?')
    .get(payload.url, payload.type, objectId) as { code: string } | undefined;
  const code = existing?.code ?? newShortCode();
  if (!existing) {
    db.prepare(
      'INSERT INTO short_urls (code, url, content_type, object_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(code, payload.url, payload.type, objectId, nowIso());
  }
  const url = `${requestOrigin(c)}/s/${code}`;
  if ((payload.type === 'dataset' || payload.type === 'userdataset') && /^\d+$/.test(objectId)) {
    db.prepare('UPDATE datasets SET short_url = ? WHERE id = ?').run(url, Number(objectId));
  }
  return c.json({ url });
});

sharingRoutes.get('/s/:code', (c) => {
  const row = c
    .get('server')
    .db.prepare('SELECT url FROM short_urls WHERE code = ?')
    .get(c.req.param('code')) as { url: string } | undefined;
  if (!row) throw notFound('Short link not found.');
  return c.redirect(row.url, 302);
});

/** Sharing with a class is a premium (or Jr.) feature (spec section 6). */
function requireSharingTeacher(user: UserRow): void {
  if (!(
    bool(user.is_premium) ||
    bool(user.is_jr) ||
    bool(user.is_staff) ||
    bool(user.is_superuser)
  )) {
    throw forbidden('Sharing with a class needs a Premium or Jr. subscription.');
  }
}

function isSharedWith(db: Db, classroomId: number, type: string, id: number): boolean {
  return (
    db
      .prepare(
        'SELECT 1 FROM classroom_shares WHERE classroom_id = ? AND content_type = ? AND content_id = ?',
      )
      .get(classroomId, type, id) !== undefined
  );
}

sharingRoutes.get('/api/user-dataset/classroomshare/:type/:code', (c) => {
  const user = requireTeacher(c);
  const { db } = c.get('server');
  if (c.req.param('type') === LESSON_CLASS_LIST_TYPE) {
    // The classes a lesson can be assigned to; "shared" means it is assigned there already.
    const lessonId = parseId(c.req.param('code'), 'lesson id');
    if (!findLessonById(db, lessonId)) throw notFound('Lesson not found.');
    return c.json(
      teacherClassrooms(db, user.id).map((room) =>
        toApiClassroom(room, isLessonAssignedTo(db, room.id, lessonId)),
      ),
    );
  }
  const content = findContent(db, contentTypeOf(c.req.param('type')), c.req.param('code'));
  if (!content) throw notFound('Content not found.');
  return c.json(
    teacherClassrooms(db, user.id).map((room) =>
      toApiClassroom(room, isSharedWith(db, room.id, content.type, content.id)),
    ),
  );
});

sharingRoutes.post('/api/teacher/classrooms/:classroomId/:action', async (c) => {
  const action = c.req.param('action');
  const match = /^sharewith(?:-([a-z]+))?$/.exec(action);
  if (!match) throw notFound();
  const provider = match[1];
  const user = requireTeacher(c);
  const payload = await readJson(c, ClassroomSharePayloadSchema);
  const classroomId = parseId(c.req.param('classroomId'), 'classroom id');
  if (payload.classroomId !== classroomId) throw badRequest('classroomId does not match the path.');
  requireSharingTeacher(user);
  const { db } = c.get('server');
  const room: ClassroomRow | undefined = findTeacherClassroom(db, user.id, classroomId);
  if (!room) throw notFound('Class not found.');
  const content = findContent(db, payload.type, payload.id);
  if (!content) throw notFound('Content not found.');

  if (provider === undefined) {
    db.prepare(
      `INSERT INTO classroom_shares (classroom_id, content_type, content_id, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    ).run(room.id, content.type, content.id, nowIso());
    return c.json({ message: `Shared "${content.title}" with ${classroomLabel(room)}.` });
  }

  if (!(CLASSROOM_PROVIDERS as readonly string[]).includes(provider))
    throw notFound(`Unknown provider: ${provider}`);
  if (room.provider !== provider)
    throw badRequest(`${classroomLabel(room)} is not a ${provider} class.`);
  requireGrant(db, user, provider);
  const gassignmentId = newAssignmentId();
  db.prepare(
    `INSERT INTO classroom_shares (classroom_id, content_type, content_id, gassignment_id, created_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (classroom_id, content_type, content_id) DO UPDATE SET gassignment_id = excluded.gassignment_id`,
  ).run(room.id, content.type, content.id, gassignmentId, nowIso());
  return c.json({
    message: `Posted "${content.title}" to ${classroomLabel(room)} in ${provider === 'google' ? 'Google Classroom' : provider}.`,
    gassignment_id: gassignmentId,
  });
});

/** Share by e-mail: the demo records the message instead of sending it. */
sharingRoutes.post('/misc/sharedataset', async (c) => {
  const form = await readForm(c);
  const payload = validate(EmailSharePayloadSchema, {
    page_link: formText(form, 'page_link'),
    email: formText(form, 'email'),
    sender_name: formText(form, 'sender_name'),
    message: formText(form, 'message'),
    type: formText(form, 'type'),
  });
  const user = c.get('user');
  const sender = user?.username ?? payload.sender_name;
  if (!sender) throw badRequest('Enter From');
  if (!isShareableUrl(payload.page_link))
    throw badRequest('page_link must be an http(s) URL or a path.');
  c.get('server')
    .db.prepare(
      `INSERT INTO email_shares (user_id, page_link, email, sender_name, message, content_type, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user?.id ?? null,
      payload.page_link,
      payload.email,
      sender,
      payload.message,
      payload.type,
      nowIso(),
    );
  return c.json({ success: true, message: `Shared with ${payload.email}.` });
});
