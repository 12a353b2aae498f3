import { Hono, type Context } from 'hono';
import { escapeHtml, layout } from '../../pages/layout';
import type { AppEnv } from '../http/appEnv';
import { CSRF_FORM_FIELD } from '../http/csrf';
import { formText, readForm } from '../http/readBody';
import { safeRedirect } from '../http/safeRedirect';
import { logIn, logOut } from '../http/session';
import { EMBED_LOGIN_PATH } from '../../pages/embedAccount';
import { pageContext } from './pages';
import { findUserByUsername, listUsers, type UserRow } from '../repos/users';

export const demoLoginRoutes = new Hono<AppEnv>();

function describe(user: UserRow): string {
  const traits = [
    user.type,
    user.is_premium ? 'premium' : '',
    user.is_jr ? 'Jr.' : '',
    user.is_staff ? 'staff' : '',
    user.is_superuser ? 'superuser' : '',
  ].filter(Boolean);
  return traits.join(', ');
}

function loginPage(c: Context<AppEnv>, message = ''): string {
  const next = safeRedirect(c.req.query('next'));
  // Opened by an embed's Log in (a pop-up): after the choice, the pop-up hands the login back.
  const forEmbed = c.req.query('embed') === '1';
  const token = c.get('csrfToken');
  const buttons = listUsers(c.get('server').db)
    .map(
      (user) => `<li>
  <form method="post" action="/demo/login/">
    <input type="hidden" name="${CSRF_FORM_FIELD}" value="${escapeHtml(token)}">
    <input type="hidden" name="username" value="${escapeHtml(user.username)}">
    <input type="hidden" name="next" value="${escapeHtml(next)}">
    <button type="submit">${escapeHtml(user.username)}</button>
    <span class="user-traits">${escapeHtml(describe(user))}</span>
  </form>
</li>`,
    )
    .join('\n');
  const body = `${message ? `<p role="alert" class="alert">${escapeHtml(message)}</p>` : ''}
${
  forEmbed
    ? '<p>Choose a demo user to log in to the lesson embedded on another site. This window closes by itself once you have chosen; close it to stay a visitor.</p>'
    : `<p>Choose a demo user. Each one shows the widgets as that role sees them. To browse as a visitor, <a href="${escapeHtml(next)}">go back without logging in</a>.</p>`
}
<ul class="user-list">
${buttons}
</ul>`;
  return layout(pageContext(c), { title: 'Log in', body, withLoader: false });
}

demoLoginRoutes.get('/demo/login', (c) => c.html(loginPage(c)));

demoLoginRoutes.post('/demo/login', async (c) => {
  const form = await readForm(c);
  const user = findUserByUsername(c.get('server').db, formText(form, 'username'));
  if (!user) return c.html(loginPage(c, 'Unknown demo user.'), 400);
  logIn(c, user);
  return c.redirect(safeRedirect(formText(form, 'next')), 302);
});

demoLoginRoutes.post('/demo/logout', (c) => {
  logOut(c);
  return c.redirect(safeRedirect(c.req.query('next')), 302);
});

/** What the embed's pop-up passes to find its frame's answer again (random, from the frame). */
const HANDOFF_STATE = /^[A-Za-z0-9_-]{16,64}$/;

function embedLoginUrl(state: string, afterLogin: boolean): string {
  return `${EMBED_LOGIN_PATH}?state=${state}${afterLogin ? '&after=login' : ''}`;
}

/**
 * The pop-up an embed frame on another site opens to log in (README, "Logging in inside an
 * embed"). A visitor goes through the usual login page first. A logged-in user confirms with
 * a button, unless they have just chosen their user on the login page: the choice is always
 * made here, in a window of this site that no other site can frame or click through.
 * The loader's sessionHandoff.ts then asks for a handoff token and posts it to the frame.
 */
demoLoginRoutes.get('/demo/embed-login', (c) => {
  c.header('Cache-Control', 'no-store');
  const state = c.req.query('state') ?? '';
  if (!HANDOFF_STATE.test(state)) {
    const body = `<p role="alert" class="alert">This window was not opened by Log in in an embedded lesson. Close it, then choose Log in in the lesson.</p>`;
    return c.html(layout(pageContext(c), { title: 'Log in', body, withLoader: false }), 400);
  }
  const user = c.get('user');
  if (!user) {
    const next = encodeURIComponent(embedLoginUrl(state, true));
    return c.redirect(`/demo/login/?embed=1&next=${next}`, 302);
  }
  const again = `/demo/login/?embed=1&next=${encodeURIComponent(embedLoginUrl(state, true))}`;
  const body = `<p>You are logged in as <strong>${escapeHtml(user.username)}</strong> on this site. Continue to use this login in the lesson embedded on another site.</p>
<p><button type="button" data-embed-handoff data-state="${state}"${c.req.query('after') === 'login' ? ' data-auto' : ''}>Continue as ${escapeHtml(user.username)}</button></p>
<p><a href="${escapeHtml(again)}">Log in as someone else</a></p>
<p role="status" data-embed-handoff-status></p>`;
  return c.html(layout(pageContext(c), { title: 'Log in to the embedded lesson', body }));
});
