/** Short links and redirects: made only for logged-in users, only to pages of this site. */
import * as v from 'valibot';
import { check, defineRules, expectBody, expectStatus, type Rule } from '../rule';

export const linkRules: Rule[] = defineRules('short links and redirects', [
  {
    id: 'short-link-visitor',
    title: 'a visitor cannot make a short link (403)',
    roles: ['visitor'],
    async run({ users, data }) {
      const body = {
        url: `/datasets/${data.publicDataset}/`,
        type: 'dataset',
        id: data.publicDataset,
      };
      expectStatus(
        await (await users.visitor()).post('/api/misc/get_short_url/', body),
        403,
        'as a visitor',
      );
    },
  },
  {
    id: 'short-link-foreign',
    title:
      'a short link to another site, a script URL or a protocol-relative path is refused (400)',
    roles: ['teacher'],
    async run({ users, data }) {
      const teacher = await users.as('teacher');
      for (const url of [
        'https://evil.example/',
        '//evil.example/x',
        'javascript:alert(1)',
        '/\\evil.example',
      ]) {
        const answer = await teacher.post('/api/misc/get_short_url/', {
          url,
          type: 'dataset',
          id: data.publicDataset,
        });
        expectStatus(answer, 400, `url ${url}`);
      }
    },
  },
  {
    id: 'short-link-redirect',
    title: 'a short link redirects (302) to the page it was made for, on this site',
    roles: ['teacher', 'visitor'],
    async run({ users, data }) {
      const target = `/datasets/${data.publicDataset}/`;
      const made = await (
        await users.as('teacher')
      ).post('/api/misc/get_short_url/', { url: target, type: 'dataset', id: data.publicDataset });
      const { url } = expectBody(
        made,
        v.object({ url: v.pipe(v.string(), v.url()) }),
        'the short link',
      );
      const redirect = await (await users.visitor()).get(new URL(url).pathname);
      expectStatus(redirect, [301, 302], `GET ${new URL(url).pathname}`);
      const location = redirect.location ?? '';
      check(
        location === target || location === new URL(target, url).href,
        `it redirects to ${location}, not ${target}`,
      );
    },
  },
  {
    id: 'short-link-unknown',
    title: 'an unknown short link is 404, not a redirect',
    roles: ['visitor'],
    async run({ users }) {
      expectStatus(
        await (await users.visitor()).get('/s/no-such-link-0/'),
        404,
        'GET /s/no-such-link-0/',
      );
    },
  },
]);
