import { Hono, type Context } from 'hono';
import {
  GOOGLE_CLASSROOM_SCOPES,
  type GoogleClassroomScope,
} from '../../../src/api/schemas/sharing';
import { CONSENT_MESSAGE_TYPE } from '../../../src/classroom/consent/consentMessage';
import { escapeHtml, inlineScript, layout } from '../../pages/layout';
import type { AppEnv } from '../http/appEnv';
import { CSRF_FORM_FIELD } from '../http/csrf';
import { formText, readForm } from '../http/readBody';
import { GRANT_PROVIDER, issueAuthCode } from '../services/classroomService';
import { pageContext } from './pages';
import { isOneOf } from '../../../src/typeGuards/isOneOf';

/**
 * The development server's stand-in for Google's consent screen (the demo's Classroom grant
 * opens it in a popup, where production opens Google's through Identity Services). It shows the
 * scopes asked for and lets the tester grant all, grant some, pose as a browser signed in to
 * several Google accounts, or cancel. Allowing issues an authorization code that
 * POST /account/integration/google/ exchanges once.
 */
export const CONSENT_PATH = '/demo/oauth/consent/';

/** Routes are written without the trailing slash; the app answers both spellings. */
const CONSENT_ROUTE = CONSENT_PATH.replace(/\/$/, '');

export const oauthConsentRoutes = new Hono<AppEnv>();

/** What each scope lets the product do, as a consent screen words it. */
export const SCOPE_DESCRIPTIONS: Record<GoogleClassroomScope, string> = {
  'https://www.googleapis.com/auth/classroom.courses.readonly': 'See your Google Classroom classes',
  'https://www.googleapis.com/auth/classroom.rosters.readonly':
    'See the people in your Google Classroom classes',
  'https://www.googleapis.com/auth/classroom.profile.emails':
    'See the email addresses of people in your classes',
  'https://www.googleapis.com/auth/classroom.coursework.students':
    'See, create and edit coursework and grades for students in your classes',
  'https://www.googleapis.com/auth/classroom.announcements':
    'See and edit announcements in your classes',
};

/** The page's state round-trips untouched; it is the opener's check that the answer is its own. */
const STATE_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

function isKnownScope(scope: string): scope is GoogleClassroomScope {
  return isOneOf(GOOGLE_CLASSROOM_SCOPES, scope);
}

function requestedScopes(text: string): { known: GoogleClassroomScope[]; unknown: string[] } {
  const asked = [...new Set(text.split(/\s+/).filter(Boolean))];
  return {
    known: asked.filter(isKnownScope),
    unknown: asked.filter((scope) => !isKnownScope(scope)),
  };
}

function page(c: Context<AppEnv>, body: string, status: 200 | 400 = 200): Response {
  return c.html(
    layout(pageContext(c), { title: 'Google Classroom access', body, withLoader: false }),
    status,
  );
}

function consentForm(c: Context<AppEnv>, state: string, scopes: GoogleClassroomScope[]): string {
  const token = escapeHtml(c.get('csrfToken'));
  const checkboxes = scopes
    .map(
      (
        scope,
        index,
      ) => `<li><label><input type="checkbox" name="scope_${index}" value="${escapeHtml(scope)}" checked>
  ${escapeHtml(SCOPE_DESCRIPTIONS[scope])} <code>${escapeHtml(scope)}</code></label></li>`,
    )
    .join('\n');
  return `<p>This page stands in for Google's consent screen in the demo. <strong>Courses demo</strong> asks for access to your Google Classroom.</p>
<form method="post" action="${CONSENT_PATH}" class="consent-form">
  <input type="hidden" name="${CSRF_FORM_FIELD}" value="${token}">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <input type="hidden" name="scope" value="${escapeHtml(scopes.join(' '))}">
  <fieldset>
    <legend>Courses demo wants to</legend>
    <ul class="scope-list">
${checkboxes}
    </ul>
  </fieldset>
  <fieldset>
    <legend>Google accounts in this browser</legend>
    <label><input type="checkbox" name="multi_account" value="1"> Pose as a user signed in to several Google accounts at once</label>
  </fieldset>
  <p>
    <button type="submit" name="decision" value="allow">Allow</button>
    <button type="submit" name="decision" value="deny">Cancel</button>
  </p>
</form>`;
}

oauthConsentRoutes.get(CONSENT_ROUTE, (c) => {
  const state = c.req.query('state') ?? '';
  const { known, unknown } = requestedScopes(c.req.query('scope') ?? '');
  if (!STATE_PATTERN.test(state))
    return page(c, '<p role="alert">This consent request has no valid state.</p>', 400);
  if (unknown.length > 0 || known.length === 0) {
    const named = unknown.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(', ');
    return page(
      c,
      `<p role="alert">The request asks for scopes this consent page does not know: ${named || 'none'}.</p>`,
      400,
    );
  }
  if (!c.get('user')) {
    return page(
      c,
      `<p role="alert">Log in to the demo first: the grant is given for the demo user who is logged in.</p>`,
      400,
    );
  }
  return page(c, consentForm(c, state, known));
});

/** The popup's answer, handed to the page that opened it (same origin only), then it closes. */
function answerPage(c: Context<AppEnv>, message: Record<string, string>, text: string): Response {
  const json = JSON.stringify({ type: CONSENT_MESSAGE_TYPE, ...message }).replace(/</g, '\\u003c');
  const script = `(function(){var answer=${json};if(window.opener){window.opener.postMessage(answer,window.location.origin);}window.close();})();`;
  return page(c, `<p role="status">${escapeHtml(text)}</p>${inlineScript(pageContext(c), script)}`);
}

oauthConsentRoutes.post(CONSENT_ROUTE, async (c) => {
  const form = await readForm(c);
  const state = formText(form, 'state');
  if (!STATE_PATTERN.test(state))
    return page(c, '<p role="alert">This consent request has no valid state.</p>', 400);
  const user = c.get('user');
  if (formText(form, 'decision') !== 'allow' || !user)
    return answerPage(c, { state, error: 'access_denied' }, 'Access was not granted.');
  const { known: requested } = requestedScopes(formText(form, 'scope'));
  // Only scopes that were asked for can be granted, whatever the form says.
  const granted = Object.entries(form)
    .filter(([name, value]) => name.startsWith('scope_') && typeof value === 'string')
    .map(([, value]) => value as string)
    .filter((scope): scope is GoogleClassroomScope => requested.includes(scope as never));
  if (granted.length === 0)
    return answerPage(c, { state, error: 'access_denied' }, 'Access was not granted.');
  const code = issueAuthCode(c.get('server').db, user, GRANT_PROVIDER, {
    scopes: granted,
    multiAccount: formText(form, 'multi_account') === '1',
  });
  return answerPage(
    c,
    { state, code, scope: granted.join(' ') },
    'Access granted. You can close this window.',
  );
});
