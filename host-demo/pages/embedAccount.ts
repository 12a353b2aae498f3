import { FOCUS_ACCOUNT_HASH } from '../../src/loader/embedLoginMessages';
import { escapeHtml, type PageContext } from './layout';

/**
 * The pop-up a framed embed opens to log in (routes/demoLogin.ts): first party on this site,
 * where the usual login works, then handing the login back to the frame.
 */
export const EMBED_LOGIN_PATH = '/demo/embed-login/';
/** The site's own login page, for an embed view opened on its own (not framed). */
export const LOGIN_PATH = '/demo/login/';

/**
 * The account line at the top of an embed view, in place of the site header: who is logged
 * in, with Log out, or Log in for a visitor. In another site's frame, Log in opens the
 * pop-up (the loader's embedLogin.ts); the status line tells what happens, in words a screen
 * reader hears too.
 */
export function embedAccount(ctx: PageContext): string {
  const here = encodeURIComponent(ctx.path);
  if (ctx.username) {
    // Back here after logging out, with focus on the account line (the loader's embedLogin.ts).
    const back = encodeURIComponent(`${ctx.path}${FOCUS_ACCOUNT_HASH}`);
    return `<div class="embed-account">
<p id="embed-account" data-embed-account tabindex="-1">Signed in as <strong>${escapeHtml(ctx.username)}</strong></p>
<form method="post" action="/demo/logout/?next=${back}" class="inline"><input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(ctx.csrfToken ?? '')}"><button type="submit">Log out</button></form>
</div>`;
  }
  return `<div class="embed-account">
<p id="embed-account" data-embed-account tabindex="-1">Visitor: log in to save your answers.</p>
<button type="button" data-embed-login="${EMBED_LOGIN_PATH}" data-login-page="${escapeHtml(`${LOGIN_PATH}?next=${here}`)}">Log in</button>
<p class="embed-login-status" role="status" data-embed-login-status></p>
</div>`;
}
