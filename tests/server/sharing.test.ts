import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AppConfigSchema } from '../../src/api/schemas/appConfig';
import { SuccessSchema } from '../../src/api/schemas/common';
import {
  ClassroomListSchema,
  EmailShareResultSchema,
  InsufficientScopeSchema,
  ProviderShareResultSchema,
  ShareResultSchema,
  ShortUrlSchema,
} from '../../src/api/schemas/sharing';
import {
  Browser,
  expectShape,
  grantClassroom,
  json,
  removeDir,
  startServer,
} from './support/testServer';

describe('sharing', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('makes one short link per shared page for a logged-in user and redirects it', async () => {
    // A visitor's Share button opens the login form (spec section 6), so the server refuses too.
    const visitor = new Browser(server);
    expect(
      (
        await visitor.post('/api/misc/get_short_url/', {
          url: '/datasets/world-city-temperatures/',
          type: 'dataset',
          id: 1,
        })
      ).status,
    ).toBe(403);
    await visitor.login('teacher');
    const body = { url: '/datasets/world-city-temperatures/', type: 'dataset', id: 1 };
    const first = expectShape(
      ShortUrlSchema,
      await json(await visitor.post('/api/misc/get_short_url/', body)),
    );
    expect(first.url).toMatch(/^http:\/\/localhost\/s\/[A-Za-z0-9]{7}$/);
    const second = expectShape(
      ShortUrlSchema,
      await json(await visitor.post('/api/misc/get_short_url/', body)),
    );
    expect(second.url).toBe(first.url);
    const redirect = await visitor.get(new URL(first.url).pathname);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(body.url);
    const refused = await visitor.post('/api/misc/get_short_url/', {
      url: 'javascript:alert(1)',
      type: 'dataset',
      id: 1,
    });
    expect(refused.status).toBe(400);
  });

  it('lists a premium teacher’s classes with their share state; refuses other teachers and staff', async () => {
    const premium = new Browser(server);
    await premium.login('premium_teacher');
    const classes = expectShape(
      ClassroomListSchema,
      await json(
        await premium.get('/api/user-dataset/classroomshare/dataset/world-city-temperatures/'),
      ),
    );
    expect(classes.map((c) => [c.provider, c.isShared])).toEqual([
      ['google', false],
      ['clever', false],
      ['other', true],
    ]);
    // Spec section 6: without a premium or Jr. subscription, an upgrade prompt, not the list.
    for (const username of ['teacher', 'staff_teacher', 'superuser']) {
      const other = new Browser(server);
      await other.login(username);
      const refused = await other.get('/api/user-dataset/classroomshare/dataset/1/');
      expect(refused.status, username).toBe(403);
      expect(await json(refused)).toEqual({
        detail: 'Sharing with a class needs a Premium or Jr. subscription.',
      });
    }
    const jr = new Browser(server);
    await jr.login('jr_teacher');
    expect((await jr.get('/api/user-dataset/classroomshare/dataset/1/')).status).toBe(200);
    const student = new Browser(server);
    await student.login('student');
    expect((await student.get('/api/user-dataset/classroomshare/dataset/1/')).status).toBe(403);
  });

  it('shares with a class and remembers it', async () => {
    const premium = new Browser(server);
    await premium.login('premium_teacher');
    const shared = await premium.post('/api/teacher/classrooms/2/sharewith/', {
      classroomId: 2,
      type: 'dataset',
      id: 1,
    });
    expect(shared.status).toBe(200);
    expect(expectShape(ShareResultSchema, await json(shared)).message).toMatch(/Grade 7 - B/);
    const classes = expectShape(
      ClassroomListSchema,
      await json(
        await premium.get('/api/user-dataset/classroomshare/dataset/world-city-temperatures/'),
      ),
    );
    expect(classes.find((c) => c.id === 2)?.isShared).toBe(true);
    const mismatch = await premium.post('/api/teacher/classrooms/3/sharewith/', {
      classroomId: 2,
      type: 'dataset',
      id: 1,
    });
    expect(mismatch.status).toBe(400);
    const notMine = await premium.post('/api/teacher/classrooms/5/sharewith/', {
      classroomId: 5,
      type: 'dataset',
      id: 1,
    });
    expect(notMine.status).toBe(404);
  });

  it('shares activities and data stories by link and e-mail only, never with a class', async () => {
    const premium = new Browser(server);
    await premium.login('premium_teacher');
    for (const [type, id, code] of [
      ['activity', 1, 'comparing-city-climates'],
      ['datastory', 1, 'the-story-of-a-heatwave'],
    ] as const) {
      const list = await premium.get(`/api/user-dataset/classroomshare/${type}/${code}/`);
      expect(list.status).toBe(400);
      const share = await premium.post('/api/teacher/classrooms/2/sharewith/', {
        classroomId: 2,
        type,
        id,
      });
      expect(share.status).toBe(400);
      expect(await json(share)).toEqual({
        detail: 'Activities and data stories are shared by Direct Link or Email, not with a class.',
      });
      // The data story of a data-story lesson is named by the lesson's slug.
      const link = await premium.post('/api/misc/get_short_url/', {
        url: `/activity/${code}/`,
        type,
        id: code,
      });
      expect(link.status).toBe(200);
    }
  });

  it('refuses class shares to a teacher without a subscription and to staff', async () => {
    for (const username of ['teacher', 'staff_teacher']) {
      const other = new Browser(server);
      await other.login(username);
      const share = await other.post('/api/teacher/classrooms/2/sharewith/', {
        classroomId: 2,
        type: 'dataset',
        id: 1,
      });
      expect(share.status, username).toBe(403);
    }
  });

  it('needs a Google grant before posting to Google Classroom, and works after it', async () => {
    const premium = new Browser(server);
    await premium.login('premium_teacher');
    const payload = { classroomId: 1, type: 'dataset', id: 1 };
    const refused = await premium.post('/api/teacher/classrooms/1/sharewith-google/', payload);
    expect(refused.status).toBe(403);
    expect(expectShape(InsufficientScopeSchema, await json(refused))).toEqual({
      error: 'Insufficient Scope',
      code: 'insufficient_scope',
    });

    const grant = await grantClassroom(premium);
    expect(expectShape(SuccessSchema, await json(grant))).toEqual({ success: true });
    expect(
      expectShape(AppConfigSchema, await json(await premium.get('/api/app_config/'))).google,
    ).toBe(true);

    const posted = await premium.post('/api/teacher/classrooms/1/sharewith-google/', payload);
    expect(posted.status).toBe(200);
    const result = expectShape(ProviderShareResultSchema, await json(posted));
    expect(result.gassignment_id).toMatch(/^\d+$/);
    expect(result.message).toMatch(/Google Classroom/);

    const revoke = await premium.post('/account/integration/google/revoke/', {});
    expect(expectShape(SuccessSchema, await json(revoke))).toEqual({ success: true });
    expect(
      (await premium.post('/api/teacher/classrooms/1/sharewith-google/', payload)).status,
    ).toBe(403);
  });

  it('posts to a Clever class without a grant but refuses the wrong provider', async () => {
    const premium = new Browser(server);
    await premium.login('premium_teacher');
    const clever = await premium.post('/api/teacher/classrooms/2/sharewith-clever/', {
      classroomId: 2,
      type: 'dataset',
      id: 1,
    });
    expect(expectShape(ProviderShareResultSchema, await json(clever)).gassignment_id).toBeTruthy();
    const wrong = await premium.post('/api/teacher/classrooms/2/sharewith-google/', {
      classroomId: 2,
      type: 'dataset',
      id: 1,
    });
    expect(wrong.status).toBe(400);
  });

  it('refuses an empty auth code', async () => {
    const premium = new Browser(server);
    await premium.login('premium_teacher');
    expect((await premium.post('/account/integration/google/', { authCode: '' })).status).toBe(400);
    expect((await premium.post('/account/integration/dropbox/', { authCode: 'x' })).status).toBe(
      404,
    );
  });

  it('shares by e-mail with multipart form data; a visitor must say who it is from', async () => {
    const visitor = new Browser(server);
    const fields = {
      page_link: 'http://localhost/datasets/world-city-temperatures/',
      email: 'friend@example.org',
      message: 'Have a look',
      type: 'dataset',
    };
    const anonymous = await visitor.request('POST', '/misc/sharedataset/', { form: fields });
    expect(anonymous.status).toBe(400);
    const named = await visitor.request('POST', '/misc/sharedataset/', {
      form: { ...fields, sender_name: 'Ana' },
    });
    expect(named.status).toBe(200);
    expect(expectShape(EmailShareResultSchema, await json(named)).success).toBe(true);
    const badEmail = await visitor.request('POST', '/misc/sharedataset/', {
      form: { ...fields, sender_name: 'Ana', email: 'not-an-email' },
    });
    expect(badEmail.status).toBe(400);
    const stored = server.context.db.prepare('SELECT sender_name, email FROM email_shares').all();
    expect(
      v.parse(v.array(v.object({ sender_name: v.string(), email: v.string() })), stored),
    ).toEqual([{ sender_name: 'Ana', email: 'friend@example.org' }]);
  });
});
