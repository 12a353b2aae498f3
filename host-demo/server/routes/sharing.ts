import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import { CONTENT_TYPES, type ContentType } from '../../../src/api/schemas/dataset';
import {
  CLASSROOM_PROVIDERS,
  ClassroomSharePayloadSchema,
  EmailSharePayloadSchema,
  ShortUrlPayloadSchema,
} from '../../../src/api/schemas/sharing';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import type { AppEnv } from '../http/appEnv';
import { badRequest, forbidden, notFound } from '../http/httpError';
import { formText, parseId, readForm, readJson, validate } from '../http/readBody';
import { requestOrigin } from '../http/requestHost';
import { safeRedirect } from '../http/safeRedirect';
import { requireTeacher, requireUser } from '../http/session';
import { CLASS_SHARING_DETAIL, canShareWithClass } from '../repos/access';
import { canReadLesson } from '../repos/activityAccess';
import { findVisibleContent } from '../repos/contentAccess';
import {
  classroomLabel,
  findTeacherClassroom,
  teacherClassrooms,
  toApiClassroom,
  type ClassroomRow,
} from '../repos/classrooms';
import { contentTypeOf } from '../repos/contentRefs';
import { findLessonById } from '../repos/lessons';
import type { UserRow } from '../repos/users';
import {
  classroomDisabledMessage,
  newAssignmentId,
  requireGrant,
} from '../services/classroomService';
import { CLASSROOM_DISABLED_PREFIX } from '../../../src/api/schemas/assignment';
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

/**
 * The path of a link into this site (a path, or an absolute URL on this site's origin or the
 * request's own), or undefined for anything else: short links and e-mailed links must never
 * lead elsewhere. Only the path is kept, so the stored link cannot point off the site.
 */
function sitePath(c: Context<AppEnv>, url: string): string | undefined {
  const ownOrigins = [requestOrigin(c), c.get('server').publicOrigin];
  let parsed: URL;
  try {
    parsed = new URL(url, c.get('server').publicOrigin);
  } catch {
    return undefined;
  }
  if (!ownOrigins.includes(parsed.origin)) return undefined;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return safeRedirect(path) === path ? path : undefined;
}

const SHAREABLE_TYPES: readonly string[] = CONTENT_TYPES;

/** A share naming content: it must exist for this user (a private dataset is its owner's). */
function requireShareableContent(c: Context<AppEnv>, type: string, id: string): void {
  if (!SHAREABLE_TYPES.includes(type)) return;
  findVisibleContent(c.get('server').db, c.get('user'), type as ContentType, id);
}

/**
 * Short links are made for logged-in users (a visitor's Share button opens the login form,
 * spec section 6) and only for pages of this site; the same link keeps its code. The link
 * is built on the configured public origin, never on the request's Host header, since it is
 * stored on the dataset for everyone to see.
 */
sharingRoutes.post('/api/misc/get_short_url', async (c) => {
  requireUser(c);
  const payload = await readJson(c, ShortUrlPayloadSchema);
  const path = sitePath(c, payload.url);
  if (path === undefined) throw badRequest('url must be a page of this site.');
  const objectId = String(payload.id);
  requireShareableContent(c, payload.type, objectId);
  const { db, publicOrigin } = c.get('server');
  const existing = db
    .prepare('SELECT code FROM short_urls WHERE url = ? AND content_type = ? AND object_id = ?')
    .get(path, payload.type, objectId) as { code: string } | undefined;
  const code = existing?.code ?? newShortCode();
  if (!existing) {
    db.prepare(
      'INSERT INTO short_urls (code, url, content_type, object_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(code, path, payload.type, objectId, nowIso());
  }
  const url = `${publicOrigin}/s/${code}`;
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
  return c.redirect(safeRedirect(row.url), 302);
});

/** Sharing with a class is a premium (or Jr.) feature (spec section 6). */
function requireSharingTeacher(user: UserRow): void {
  if (!canShareWithClass(user)) throw forbidden(CLASS_SHARING_DETAIL);
}

/** Spec section 6: activities and data stories get the Direct Link and Email tabs only. */
export const CLASS_SHARE_DATASETS_ONLY =
  'Activities and data stories are shared by Direct Link or Email, not with a class.';

function requireClassShareable(type: ContentType): void {
  if (type !== 'dataset' && type !== 'userdataset') throw badRequest(CLASS_SHARE_DATASETS_ONLY);
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
  const { db } = c.get('server');
  // Existence first: a private dataset is a 404 for everyone but its owner, whatever the role.
  if (c.req.param('type') !== LESSON_CLASS_LIST_TYPE)
    findVisibleContent(db, c.get('user'), contentTypeOf(c.req.param('type')), c.req.param('code'));
  const user = requireTeacher(c);
  if (c.req.param('type') === LESSON_CLASS_LIST_TYPE) {
    // The classes a lesson can be assigned to; "shared" means it is assigned there already.
    const lessonId = parseId(c.req.param('code'), 'lesson id');
    if (!findLessonById(db, lessonId) || !canReadLesson(db, user, lessonId))
      throw notFound('Lesson not found.');
    return c.json(
      teacherClassrooms(db, user.id).map((room) =>
        toApiClassroom(room, isLessonAssignedTo(db, room.id, lessonId)),
      ),
    );
  }
  const type = contentTypeOf(c.req.param('type'));
  requireClassShareable(type);
  requireSharingTeacher(user);
  const content = findVisibleContent(db, user, type, c.req.param('code'));
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
  const payload = await readJson(c, ClassroomSharePayloadSchema);
  // Existence first: a private dataset is a 404 for everyone but its owner, whatever the role.
  findVisibleContent(c.get('server').db, c.get('user'), payload.type, payload.id);
  const user = requireTeacher(c);
  const classroomId = parseId(c.req.param('classroomId'), 'classroom id');
  if (payload.classroomId !== classroomId) throw badRequest('classroomId does not match the path.');
  requireClassShareable(payload.type);
  requireSharingTeacher(user);
  const { db } = c.get('server');
  const content = findVisibleContent(db, user, payload.type, payload.id);
  const room: ClassroomRow | undefined = findTeacherClassroom(db, user.id, classroomId);
  if (!room) throw notFound('Class not found.');

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
  const grant = requireGrant(db, user, provider);
  // Granted from a browser signed in to several Google accounts: the service refuses the post.
  if (grant?.multiAccount) {
    return c.json({
      message: classroomDisabledMessage(CLASSROOM_DISABLED_PREFIX),
      gassignment_id: null,
    });
  }
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
  const pagePath = sitePath(c, payload.page_link);
  if (pagePath === undefined) throw badRequest('page_link must be a page of this site.');
  const datasetCode = /^\/(?:datasets|user-dataset|mydatasets)\/([\w-]+)\//.exec(pagePath)?.[1];
  if (datasetCode) requireShareableContent(c, 'dataset', datasetCode);
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
