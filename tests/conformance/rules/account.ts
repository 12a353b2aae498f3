/** Roles and visitors: who the API says the user is, and what a visitor may not do. */
import type * as v from 'valibot';
import { AppConfigSchema, PARTNER_APPNAME } from '../../../src/api/schemas/appConfig';
import { UserSchema } from '../../../src/api/schemas/user';
import { CSRF_COOKIE } from '../client';
import { check, defineRules, expectBody, expectStatus, fail, type Rule } from '../rule';
import type { LoggedInRole } from '../users';

/** What each role's whoami must say (spec section 6's roles). */
const ROLE_FLAGS: Record<LoggedInRole, Partial<v.InferOutput<typeof UserSchema>>> = {
  student: { type: 'student', is_premium: false, is_staff: false, is_superuser: false },
  premium_student: { type: 'student', is_premium: true, is_staff: false },
  teacher: {
    type: 'teacher',
    is_premium: false,
    is_jr: false,
    is_staff: false,
    is_superuser: false,
  },
  premium_teacher: { type: 'teacher', is_premium: true, is_staff: false },
  jr_teacher: { type: 'teacher', is_jr: true, is_premium: false, is_staff: false },
  staff: { type: 'teacher', is_staff: true },
  superuser: { is_superuser: true },
};

export const accountRules: Rule[] = defineRules('roles and visitors', [
  {
    id: 'whoami-visitor',
    title: 'GET /api/whoami/ answers null to a visitor',
    roles: ['visitor'],
    async run({ users }) {
      const answer = await (await users.visitor()).get('/api/whoami/');
      expectStatus(answer, 200, 'whoami');
      check(answer.body === null, `whoami: expected null, got ${answer.text.slice(0, 100)}`);
    },
  },
  ...(Object.entries(ROLE_FLAGS) as [LoggedInRole, Record<string, unknown>][]).map(
    ([role, flags]) => ({
      id: `whoami-${role}`,
      title: `GET /api/whoami/ names a ${role.replace('_', ' ')} with the role's flags`,
      roles: [role],
      async run({ users }: Parameters<Rule['run']>[0]) {
        const user = expectBody(
          await (await users.as(role)).get('/api/whoami/'),
          UserSchema,
          'whoami',
        );
        for (const [key, value] of Object.entries(flags)) {
          const actual = (user as Record<string, unknown>)[key];
          if (actual !== value)
            fail(`whoami: expected ${key} ${String(value)}, got ${String(actual)}`);
        }
      },
    }),
  ),
  {
    id: 'app-config',
    title: 'GET /api/app_config/ answers the config and a script-readable anti-forgery cookie',
    roles: ['visitor'],
    async run({ users }) {
      const client = await users.visitor();
      const answer = await client.get('/api/app_config/');
      const config = expectBody(answer, AppConfigSchema, 'app_config');
      check(
        config.appname !== PARTNER_APPNAME,
        `app_config on the main site: appname ${config.appname}`,
      );
      const cookie = answer.headers
        .getSetCookie()
        .find((line) => line.startsWith(`${CSRF_COOKIE}=`));
      check(cookie !== undefined, 'app_config set no csrftoken cookie for a first visit');
      check(
        !/HttpOnly/i.test(cookie ?? ''),
        'the csrftoken cookie is HttpOnly: the widgets cannot read it',
      );
    },
  },
  {
    id: 'app-config-partner',
    title: 'the partner site’s app_config names the partner variant',
    roles: ['visitor'],
    partner: true,
    async run({ users }) {
      const config = expectBody(
        await (await users.visitor('partner')).get('/api/app_config/'),
        AppConfigSchema,
        'app_config',
      );
      check(config.appname === PARTNER_APPNAME, `partner app_config: appname ${config.appname}`);
    },
  },
  {
    id: 'visitor-writes',
    title: 'a visitor’s writes (user lessons, preferences, handoff) are refused with 403',
    roles: ['visitor'],
    async run({ users }) {
      const visitor = await users.visitor();
      expectStatus(
        await visitor.post('/api/user-lessons/', { lesson: 1 }),
        403,
        'POST /api/user-lessons/',
      );
      expectStatus(
        await visitor.patch('/api/user/preferences/', { tour: 'v1' }),
        403,
        'PATCH /api/user/preferences/',
      );
      expectStatus(await visitor.get('/api/assignments/mine/'), 403, 'GET /api/assignments/mine/');
    },
  },
]);
