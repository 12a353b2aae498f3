import { Hono } from 'hono';
import { PARTNER_APPNAME, type AppConfig } from '../../../src/api/schemas/appConfig';
import { CLASSROOM_PROVIDERS, IntegrationPayloadSchema } from '../../../src/api/schemas/sharing';
import { PreferencesPatchSchema } from '../../../src/api/schemas/user';
import type { AppEnv } from '../http/appEnv';
import { Invalid, NotFound } from '../services/errors';
import { readJson } from '../http/readBody';
import { isPartnerRequest } from '../http/requestHost';
import { requireUser } from '../http/session';
import { hasIntegration } from '../repos/integrations';
import { mergePreferences, toApiUser } from '../repos/users';
import { exchangeAuthCode, revokeGrant } from '../services/classroomService';
import { isOneOf } from '../../../src/typeGuards/isOneOf';

/** Name of the main app in app_config. */
export const MAIN_APPNAME = 'courses';

export const accountRoutes = new Hono<AppEnv>();

/** A visitor is a normal state, not an error: 200 with `null`, so the console stays quiet. */
accountRoutes.get('/api/whoami', (c) => {
  const user = c.get('user');
  return c.json(user ? toApiUser(user) : null);
});

accountRoutes.get('/api/app_config', (c) => {
  const partner = isPartnerRequest(c);
  const user = c.get('user');
  const config: AppConfig = {
    appname: partner ? PARTNER_APPNAME : MAIN_APPNAME,
    isDoctrina: false,
    // Whether the current user has granted Google access (Gsheet links, Classroom posts).
    google: user ? hasIntegration(c.get('server').db, user.id, 'google') : false,
    onedrive: false,
    content_builder_requires_subscription: c.get('server').contentBuilderRequiresSubscription,
    config: {
      app_label: partner ? 'Partner Courses' : 'Courses',
      logo: partner ? '/demo/assets/partner-logo.svg' : '/demo/assets/logo.svg',
    },
  };
  return c.json(config);
});

/** Preferences are a handful of short keys; a bigger body is not a preference. */
const MAX_PREFERENCES_BYTES = 4096;

accountRoutes.patch('/api/user/preferences', async (c) => {
  const user = requireUser(c);
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_PREFERENCES_BYTES || (await c.req.text()).length > MAX_PREFERENCES_BYTES)
    throw new Invalid(`Preferences must be at most ${MAX_PREFERENCES_BYTES} bytes.`);
  const patch = await readJson(c, PreferencesPatchSchema);
  return c.json(mergePreferences(c.get('server').db, user, patch));
});

function provider(value: string | undefined): string {
  if (!isOneOf(CLASSROOM_PROVIDERS, value ?? '')) {
    throw new NotFound(`Unknown provider: ${value ?? ''}`);
  }
  return value as string;
}

/**
 * The grant: the authorization code the consent flow gave the page is exchanged here, as the
 * real server exchanges Google's. Only a code the consent page issued to this user works; the
 * scopes granted with it are recorded, and posting checks them (requireGrant).
 */
accountRoutes.post('/account/integration/:provider', async (c) => {
  const user = requireUser(c);
  const name = provider(c.req.param('provider'));
  const { authCode } = await readJson(c, IntegrationPayloadSchema);
  exchangeAuthCode(c.get('server').db, user, name, authCode);
  return c.json({ success: true });
});

accountRoutes.post('/account/integration/:provider/revoke', (c) => {
  const user = requireUser(c);
  revokeGrant(c.get('server').db, user, provider(c.req.param('provider')));
  return c.json({ success: true });
});
