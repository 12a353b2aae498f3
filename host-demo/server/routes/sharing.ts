import { Hono, type Context } from 'hono';
import {
  ClassroomSharePayloadSchema,
  EmailSharePayloadSchema,
  ShortUrlPayloadSchema,
} from '../../../src/api/schemas/sharing';
import type { AppEnv } from '../http/appEnv';
import { formText, parseId, readForm, readJson, validate } from '../http/readBody';
import { requestOrigin } from '../http/requestHost';
import { safeRedirect } from '../http/safeRedirect';
import { requireTeacher, requireUser } from '../http/session';
import { contentTypeOf, findVisibleContent } from '../services/contentAccess';
import { findShortUrlTarget } from '../repos/shortUrls';
import { classListForContent, classListForLesson, shareWithClass } from '../services/classShares';
import { Invalid, NotFound } from '../services/errors';
import { shareByEmail, shortLinkFor } from '../services/sharing';

export const sharingRoutes = new Hono<AppEnv>();

/** The class list's `type` for a lesson (the lesson player's Assign dialog). */
export const LESSON_CLASS_LIST_TYPE = 'lesson';

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

/**
 * Short links are made for logged-in users (a visitor's Share button opens the login form,
 * spec section 6) and only for pages of this site; the same link keeps its code. The link
 * is built on the configured public origin, never on the request's Host header, since it is
 * stored on the dataset for everyone to see.
 */
sharingRoutes.post('/api/misc/get_short_url', async (c) => {
  const user = requireUser(c);
  const payload = await readJson(c, ShortUrlPayloadSchema);
  const path = sitePath(c, payload.url);
  if (path === undefined) throw new Invalid('url must be a page of this site.');
  const { db, publicOrigin } = c.get('server');
  const url = shortLinkFor(db, user, publicOrigin, {
    path,
    type: payload.type,
    objectId: String(payload.id),
  });
  return c.json({ url });
});

sharingRoutes.get('/s/:code', (c) => {
  const target = findShortUrlTarget(c.get('server').db, c.req.param('code'));
  if (target === undefined) throw new NotFound('Short link not found.');
  return c.redirect(safeRedirect(target), 302);
});

sharingRoutes.get('/api/user-dataset/classroomshare/:type/:code', (c) => {
  const { db } = c.get('server');
  const type = c.req.param('type');
  const code = c.req.param('code');
  // Existence first: a private dataset is a 404 for everyone but its owner, whatever the role.
  if (type !== LESSON_CLASS_LIST_TYPE)
    findVisibleContent(db, c.get('user'), contentTypeOf(type), code);
  const user = requireTeacher(c);
  if (type === LESSON_CLASS_LIST_TYPE)
    return c.json(classListForLesson(db, user, parseId(code, 'lesson id')));
  return c.json(classListForContent(db, user, contentTypeOf(type), code));
});

sharingRoutes.post('/api/teacher/classrooms/:classroomId/:action', async (c) => {
  const match = /^sharewith(?:-([a-z]+))?$/.exec(c.req.param('action'));
  if (!match) throw new NotFound();
  const payload = await readJson(c, ClassroomSharePayloadSchema);
  const { db } = c.get('server');
  // Existence first: a private dataset is a 404 for everyone but its owner, whatever the role.
  findVisibleContent(db, c.get('user'), payload.type, payload.id);
  const user = requireTeacher(c);
  const classroomId = parseId(c.req.param('classroomId'), 'classroom id');
  if (payload.classroomId !== classroomId)
    throw new Invalid('classroomId does not match the path.');
  const outcome = shareWithClass(db, user, {
    type: payload.type,
    code: payload.id,
    classroomId,
    ...(match[1] === undefined ? {} : { provider: match[1] }),
  });
  return c.json(outcome);
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
  const pagePath = sitePath(c, payload.page_link);
  return c.json(shareByEmail(c.get('server').db, c.get('user'), payload, pagePath));
});
