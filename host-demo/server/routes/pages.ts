import { Hono, type Context } from 'hono';
import { findPage, layout } from '../../pages/index';
import type { PageContext } from '../../pages/layout';
import type { AppEnv } from '../http/appEnv';
import { isPartnerRequest, rawPath } from '../http/requestHost';
import { STATIC_URL } from './staticFiles';
import { releasePreload } from '../static/releasePreload';
import { DEMO_DATA_LESSON_ID } from '../../pages/allWidgets';
import { userLessonIdFor } from '../repos/userLessons';
import { listStudentAssignments } from '../repos/studentAssignments';

/**
 * What a host page renders with. It also carries the browser's anti-forgery token, so a
 * template's plain POST forms (Log out) can include it as `csrfmiddlewaretoken`.
 */
export function pageContext(
  c: Context<AppEnv>,
): PageContext & { csrfToken: string; nonce: string } {
  const user = c.get('user');
  return {
    partner: isPartnerRequest(c),
    username: c.get('user')?.username ?? null,
    staticUrl: STATIC_URL,
    path: rawPath(c),
    csrfToken: c.get('csrfToken'),
    nonce: c.get('cspNonce'),
    preload: releasePreload(c.get('server').distDir),
    captureOwnerId: user ? userLessonIdFor(c.get('server').db, user.id, DEMO_DATA_LESSON_ID) : null,
    ...(user ? { assignedToMe: () => listStudentAssignments(c.get('server').db, user.id) } : {}),
  };
}

export function notFoundPage(c: Context<AppEnv>): Response {
  const body = `<p>There is no page at this address.</p>
<p><a href="/">Back to the list of demo pages</a></p>`;
  return c.html(layout(pageContext(c), { title: 'Page not found', body, withLoader: false }), 404);
}

/** The host pages: what Django views and templates would serve. */
export const pageRoutes = new Hono<AppEnv>();

pageRoutes.get('*', (c) => {
  const path = rawPath(c);
  if (path.startsWith('/api/')) return c.json({ detail: 'Not found.' }, 404);
  const page = findPage(path);
  if (!page) return notFoundPage(c);
  return c.html(page.render(pageContext(c)));
});
