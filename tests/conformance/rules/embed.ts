/**
 * Embed session hand-off: a lesson framed by a school's site logs in through a pop-up that
 * asks for a single-use token, which the frame spends for its own session.
 */
import * as v from 'valibot';
import { UserSchema } from '../../../src/api/schemas/user';
import { check, defineRules, expectBody, expectDetail, expectStatus, type Rule } from '../rule';

/** The Fetch Metadata a browser sends when another site's page frames one of ours. */
const CROSS_SITE_FRAME = { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'cross-site' };
const HandoffSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  expires_in: v.number(),
});

export const embedRules: Rule[] = defineRules('embed session hand-off', [
  {
    id: 'handoff-visitor',
    title: 'a visitor gets no hand-off token (403)',
    roles: ['visitor'],
    async run({ users }) {
      expectDetail(
        await (await users.visitor()).post('/api/embed/session-handoff/'),
        403,
        'Authentication credentials were not provided.',
        'POST /api/embed/session-handoff/',
      );
    },
  },
  {
    id: 'handoff-once',
    title:
      'a hand-off token (not cached) logs the frame in as its user once; reused or made up, 403',
    roles: ['student'],
    async run({ users, data }) {
      const popup = await users.as('student');
      const student = expectBody(await popup.get('/api/whoami/'), UserSchema, 'whoami');
      const issued = await popup.post('/api/embed/session-handoff/');
      expectStatus(issued, 201, 'POST /api/embed/session-handoff/');
      check(
        issued.headers.get('cache-control') === 'no-store',
        `Cache-Control ${issued.headers.get('cache-control') ?? 'missing'}, not no-store`,
      );
      const { token } = expectBody(issued, HandoffSchema, 'the token');

      const frame = await users.visitor();
      expectStatus(
        await frame.get(data.embedPage, { headers: CROSS_SITE_FRAME }),
        200,
        `the framed page ${data.embedPage}`,
      );
      const spent = await frame.post('/api/embed/session/', { token });
      expectStatus(spent, 200, 'spending the token');
      check(
        !spent.text.includes(frame.cookies.get('sessionid') ?? '\u0000'),
        'the session id is in the body',
      );
      const framed = expectBody(await frame.get('/api/whoami/'), UserSchema, 'whoami in the frame');
      check(
        framed.id === student.id,
        `the frame is logged in as ${framed.username}, not ${student.username}`,
      );

      const again = await users.visitor();
      await again.get(data.embedPage, { headers: CROSS_SITE_FRAME });
      expectDetail(
        await again.post('/api/embed/session/', { token }),
        403,
        'This login has been used already. Choose Log in to try again.',
        'a reused token',
      );
      expectDetail(
        await again.post('/api/embed/session/', { token: 'A'.repeat(43) }),
        403,
        'This login is not valid. Choose Log in to try again.',
        'a made-up token',
      );
      expectStatus(
        await again.post('/api/embed/session/', { token: 'short' }),
        400,
        'a malformed token',
      );
    },
  },
]);
