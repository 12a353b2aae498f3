/**
 * Content builder access per role on both variants (spec section 6): premium teachers, Jr.
 * teachers on the partner (Jr.) site only, staff and superusers. Read with the builder's own
 * list, which writes nothing.
 */
import { defineRules, expectStatus, type Rule } from '../rule';
import type { Role } from '../users';

/** [role, main site, partner site]: may the role open the builder? */
const ACCESS: [Role, boolean, boolean][] = [
  ['visitor', false, false],
  ['student', false, false],
  ['premium_student', false, false],
  ['teacher', false, false],
  ['premium_teacher', true, true],
  ['jr_teacher', false, true],
  ['staff', true, true],
  ['superuser', true, true],
];

const LIST = '/api/content-builder/activity/';

export const builderRules: Rule[] = defineRules(
  'content builder access',
  ACCESS.flatMap(
    ([role, main, partner]): Omit<Parameters<typeof defineRules>[1][number], never>[] => [
      {
        id: `builder-main-${role}`,
        title: `${role.replace('_', ' ')}: the builder ${main ? 'opens (200)' : 'is refused (403)'} on the main site`,
        roles: [role],
        async run({ users }) {
          expectStatus(await (await users.as(role)).get(LIST), main ? 200 : 403, `GET ${LIST}`);
        },
      },
      {
        id: `builder-partner-${role}`,
        title: `${role.replace('_', ' ')}: the builder ${partner ? 'opens (200)' : 'is refused (403)'} on the partner site`,
        roles: [role],
        partner: true,
        async run({ users }) {
          expectStatus(
            await (await users.as(role, 'partner')).get(LIST),
            partner ? 200 : 403,
            `GET ${LIST} (partner)`,
          );
        },
      },
    ],
  ),
);
