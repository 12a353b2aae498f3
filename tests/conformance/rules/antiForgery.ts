/** The anti-forgery header (Django's CSRF cookie-to-header check) and the Origin check. */
import { defineRules, expectDetail, expectStatus, fail, type Rule } from '../rule';

const CSRF_FAILED = 'CSRF Failed: CSRF token missing or incorrect.';
const PREFERENCE = { tour: 'v1' };

export const antiForgeryRules: Rule[] = defineRules('anti-forgery header and Origin', [
  {
    id: 'csrf-header',
    title:
      'an unsafe call without the X-CSRFToken header, or with a wrong one, is 403; with it, it passes',
    roles: ['student'],
    async run({ users }) {
      const student = await users.as('student');
      const path = '/api/user/preferences/';
      expectDetail(
        await student.patch(path, PREFERENCE, { csrf: false }),
        403,
        CSRF_FAILED,
        'no header',
      );
      expectDetail(
        await student.patch(path, PREFERENCE, { csrf: 'abcdefghijklmnopqrstuvwxyz012345' }),
        403,
        CSRF_FAILED,
        'wrong header',
      );
      expectStatus(await student.patch(path, PREFERENCE), 200, 'with the header');
    },
  },
  {
    id: 'csrf-any-path',
    title: 'every unsafe method is checked, on unknown paths too (403, not 404)',
    roles: ['visitor'],
    async run({ users }) {
      const visitor = await users.visitor();
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const answer = await visitor.request(method, '/api/no-such-call/', { csrf: false });
        expectStatus(answer, 403, `${method} without the header`);
      }
    },
  },
  {
    id: 'csrf-origin',
    title:
      'an unsafe call from another site’s Origin is 403 even with a valid token; the site’s own passes',
    roles: ['student'],
    async run({ users }) {
      const student = await users.as('student');
      const path = '/api/user/preferences/';
      for (const origin of ['https://evil.example', 'null']) {
        const answer = await student.patch(path, PREFERENCE, { headers: { Origin: origin } });
        expectStatus(answer, 403, `Origin ${origin}`);
        const detail = (answer.body as { detail?: string } | undefined)?.detail ?? '';
        if (!detail.startsWith('CSRF Failed')) fail(`Origin ${origin}: detail "${detail}"`);
      }
      const own = new URL(student.base).origin;
      expectStatus(
        await student.patch(path, PREFERENCE, { headers: { Origin: own } }),
        200,
        `Origin ${own}`,
      );
    },
  },
]);
