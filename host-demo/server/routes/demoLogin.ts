import { Hono, type Context } from 'hono';
import { escapeHtml, layout } from '../../pages/layout';
import type { AppEnv } from '../http/appEnv';
import { CSRF_FORM_FIELD } from '../http/csrf';
import { formText, readForm } from '../http/readBody';
import { safeRedirect } from '../http/safeRedirect';
import { logIn, logOut } from '../http/session';
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
<p>Choose a demo user. Each one shows the widgets as that role sees them. To browse as a visitor, <a href="${escapeHtml(next)}">go back without logging in</a>.</p>
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
