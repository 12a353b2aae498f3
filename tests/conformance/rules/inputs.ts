/** Id shapes and input limits: malformed ids and oversized values are 400, never 500. */
import { defineRules, expectStatus, type Rule } from '../rule';

const BAD_IDS = ['0x1', '1e0', '+1', '1.0', '-1', '0', '01x', '9'.repeat(20)];

const FEEDBACK = {
  title: 'Step 1',
  message: 'Looks good.',
  url: '/courses/',
  user_type: 'TEACHER',
};

export const inputRules: Rule[] = defineRules('id shapes and input limits', [
  {
    id: 'id-shapes',
    title: 'an id in a path that is not plain digits is 400; plain digits of nothing are 404',
    roles: ['student'],
    async run({ users }) {
      const student = await users.as('student');
      for (const id of BAD_IDS) {
        expectStatus(
          await student.delete(`/api/bookmark/${id}/`),
          400,
          `DELETE /api/bookmark/${id}/`,
        );
        expectStatus(
          await student.get(`/api/datasets/history/${id}/`),
          400,
          `GET /api/datasets/history/${id}/`,
        );
      }
      expectStatus(
        await student.delete('/api/bookmark/987654321/'),
        404,
        'DELETE /api/bookmark/987654321/',
      );
    },
  },
  {
    id: 'feedback-limits',
    title: 'feedback out of its limits (comment 3–1000, title ≤ 300, no control characters) is 400',
    roles: ['visitor'],
    async run({ users }) {
      const visitor = await users.visitor();
      const bad: [string, Record<string, string>][] = [
        ['a 2-character comment', { message: 'ab' }],
        ['a 1001-character comment', { message: 'x'.repeat(1001) }],
        ['a 301-character title', { title: 't'.repeat(301) }],
        ['a line break in the title', { title: 'Step\r\n1' }],
        ['a control character in the username', { username: 'ana\u0000' }],
      ];
      for (const [what, change] of bad)
        expectStatus(
          await visitor.post('/api/misc/common-notify/', { ...FEEDBACK, ...change }),
          400,
          what,
        );
    },
  },
  {
    id: 'preference-limits',
    title: 'a preference over 1000 characters, or an unknown key, is 400',
    roles: ['student'],
    async run({ users }) {
      const student = await users.as('student');
      expectStatus(
        await student.patch('/api/user/preferences/', { tour: 'x'.repeat(1001) }),
        400,
        'a long value',
      );
      expectStatus(
        await student.patch('/api/user/preferences/', { no_such_preference: 1 }),
        400,
        'an unknown key',
      );
    },
  },
  {
    id: 'malformed-json',
    title: 'a body that is not JSON, or of the wrong shape, is 400',
    roles: ['student'],
    async run({ users }) {
      const student = await users.as('student');
      const broken = await student.request('POST', '/api/user-lessons/', {
        headers: { 'Content-Type': 'application/json' },
        raw: '{"lesson": ',
      });
      expectStatus(broken, 400, 'broken JSON');
      expectStatus(await student.post('/api/user-lessons/', { lesson: 'one' }), 400, 'a string id');
    },
  },
]);
