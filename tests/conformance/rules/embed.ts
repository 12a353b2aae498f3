/**
 * Embed session hand-off: a lesson framed by a school's site logs in through a pop-up that
 * asks for a single-use token, which the frame spends for its own session.
 */
import * as v from 'valibot';
import { UserSchema } from '../../../src/api/schemas/user';
import { FRAME_SESSION_HEADER } from '../../../src/api/frameSession';
import type { Client } from '../client';
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
  {
    id: 'frame-session',
    title:
      'a frame session (no cookie): Origin required, known by its header only, the header in place of the anti-forgery pair, ended by DELETE',
    roles: ['student'],
    async run({ users }) {
      const popup = await users.as('student');
      const student = expectBody(await popup.get('/api/whoami/'), UserSchema, 'whoami');
      const tokenFor = async () =>
        expectBody(await popup.post('/api/embed/session-handoff/'), HandoffSchema, 'the token')
          .token;
      // The frame of a browser that keeps no cookie: every call from a new, empty jar.
      const frame = async () => users.visitor();
      const origin = new URL((await frame()).base).origin;
      const exchange = async (token: string, headers: Record<string, string>) =>
        (await frame()).post('/api/embed/frame-session/', { token }, { headers, csrf: false });

      const token = await tokenFor();
      expectStatus(await exchange(token, {}), 403, 'the exchange without Origin');
      expectStatus(
        await exchange(token, { Origin: 'https://school.example' }),
        403,
        'the exchange from another site',
      );
      const spent = await exchange(token, { Origin: origin });
      expectStatus(spent, 201, 'the frame-session exchange');
      check(
        !spent.headers.getSetCookie().some((line) => line.startsWith('sessionid=')),
        'the frame-session exchange set a session cookie',
      );
      const { session } = expectBody(
        spent,
        v.object({ session: v.pipe(v.string(), v.regex(/^[0-9a-f]{48}$/)), user: UserSchema }),
        'the frame session',
      );
      const withSession = { [FRAME_SESSION_HEADER]: session };
      const whoami = async (client: Client, headers: Record<string, string>) =>
        expectBody(await client.get('/api/whoami/', { headers }), v.nullable(UserSchema), 'whoami');
      check(
        (await whoami(await frame(), withSession))?.id === student.id,
        'the frame session does not name the student',
      );
      const asCookie = await frame();
      asCookie.setCookies(`sessionid=${session}`);
      check((await whoami(asCookie, {})) === null, 'a frame session is accepted as a cookie');

      const patch = async (headers: Record<string, string>) =>
        (await frame()).patch(
          '/api/user/preferences/',
          { tour: 'v1' },
          {
            headers: { Origin: origin, ...headers },
            csrf: false,
          },
        );
      expectStatus(await patch(withSession), 200, 'a frame session’s call without the cookie pair');
      expectStatus(await patch({}), 403, 'a cookieless call with no frame session');

      const ended = await (
        await frame()
      ).delete('/api/embed/frame-session/', {
        headers: { Origin: origin, ...withSession },
        csrf: false,
      });
      expectStatus(ended, 204, 'ending the frame session');
      check(
        (await whoami(await frame(), withSession)) === null,
        'an ended frame session still works',
      );
    },
  },
]);
