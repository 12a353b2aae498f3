import { ClassroomListSchema } from '../../src/api/schemas/sharing';
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AssignmentListSchema,
  AssignmentSchema,
  StreamPostResultSchema,
} from '../../src/api/schemas/assignment';
import { BookmarkListSchema, BookmarkSchema } from '../../src/api/schemas/bookmark';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import {
  ActivityReviewResultSchema,
  BuilderActivitySchema,
} from '../../src/api/schemas/contentBuilder';
import { KeywordDefinitionSchema } from '../../src/api/schemas/keyword';
import { LessonSchema } from '../../src/api/schemas/lesson';
import { DiscountSettingSchema, PartnerIconListSchema } from '../../src/api/schemas/lookup';
import { PlotImageSchema } from '../../src/api/schemas/plot';
import { UserPreferencesSchema, UserSchema } from '../../src/api/schemas/user';
import {
  Browser,
  expectShape,
  grantClassroom,
  json,
  ownCaptureId,
  removeDir,
  startServer,
} from './support/testServer';

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const FEEDBACK = {
  title: 'What Is an Average Temperature? - Step 1',
  message: 'The second option is confusing.',
  content: '## Weather or climate?',
  left_content: '',
  username: 'teacher',
  url: 'http://localhost/courses/climate-data/reading-temperature-data/what-is-an-average-temperature/3/',
  browser_info: 'Mozilla/5.0',
  user_type: 'TEACHER',
};

describe('feedback, plots, bookmarks, preferences', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('stores feedback and answers exactly 200', async () => {
    const teacher = new Browser(server);
    await teacher.login('teacher');
    const response = await teacher.post('/api/misc/common-notify/', FEEDBACK);
    expect(response.status).toBe(200);
    const row = server.context.db.prepare('SELECT payload FROM feedback').get() as {
      payload: string;
    };
    expect(JSON.parse(row.payload)).toMatchObject({
      message: FEEDBACK.message,
      user_type: 'TEACHER',
    });
  });

  it.each([
    ['too short', { ...FEEDBACK, message: 'ok' }],
    ['too long', { ...FEEDBACK, message: 'x'.repeat(1001) }],
    ['lower-case user type', { ...FEEDBACK, user_type: 'teacher' }],
    ['missing url', { ...FEEDBACK, url: undefined }],
  ])('refuses feedback that is %s', async (_, body) => {
    const response = await new Browser(server).post('/api/misc/common-notify/', body);
    expect(response.status).toBe(400);
    expectShape(ErrorBodySchema, await json(response));
  });

  it('stores a plot image and serves the file it returns', async () => {
    const student = new Browser(server);
    await student.login('student');
    const own = await ownCaptureId(student);
    const response = await student.post(`/api/misc/capture/plotimage/${own}/42/`, {
      dataURL: PNG_DATA_URL,
    });
    expect(response.status).toBe(201);
    const { url } = expectShape(PlotImageSchema, await json(response));
    const file = await student.get(url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(
      (
        await student.post(`/api/misc/capture/plotimage/${own}/42/`, {
          dataURL: 'data:text/html;base64,PGI+',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await new Browser(server).post('/api/misc/capture/plotimage/7/42/', {
          dataURL: PNG_DATA_URL,
        })
      ).status,
    ).toBe(403);
  });

  it('adds, lists and removes a bookmark; the lesson knows its bookmark id', async () => {
    const student = new Browser(server);
    await student.login('student');
    const lesson = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/weather-watch/')),
    );
    expect(lesson.bookmark_id).toBeNull();
    const added = await student.post('/api/bookmark/', {
      object_type: 'lesson',
      object_id: lesson.id,
    });
    expect(added.status).toBe(201);
    const bookmark = expectShape(BookmarkSchema, await json(added));
    expect(
      expectShape(LessonSchema, await json(await student.get(`/api/lessons/${lesson.id}/`)))
        .bookmark_id,
    ).toBe(bookmark.id);
    expect(
      (await student.post('/api/bookmark/', { object_type: 'lesson', object_id: lesson.id }))
        .status,
    ).toBe(200);
    expect(
      expectShape(BookmarkListSchema, await json(await student.get('/api/bookmark/'))),
    ).toHaveLength(1);

    const other = new Browser(server);
    await other.login('teacher');
    expect((await other.delete(`/api/bookmark/${bookmark.id}`)).status).toBe(404);
    expect((await student.delete(`/api/bookmark/${bookmark.id}`)).status).toBe(204);
    expect(
      expectShape(BookmarkListSchema, await json(await student.get('/api/bookmark/'))),
    ).toEqual([]);
    expect(
      (await student.post('/api/bookmark/', { object_type: 'dataset', object_id: 1 })).status,
    ).toBe(400);
    expect(
      (await student.post('/api/bookmark/', { object_type: 'lesson', object_id: 9999 })).status,
    ).toBe(404);
  });

  it('merges one preference key at a time into user_preferences', async () => {
    const jr = new Browser(server);
    await jr.login('jr_teacher');
    expect(
      expectShape(UserSchema, await json(await jr.get('/api/whoami/'))).user_preferences,
    ).toEqual({
      textSizePreference: 'large',
    });
    const tour = await jr.patch('/api/user/preferences/', { tour: 'v1' });
    expect(expectShape(UserPreferencesSchema, await json(tour))).toEqual({
      textSizePreference: 'large',
      tour: 'v1',
    });
    await jr.patch('/api/user/preferences/', { textSizePreference: 'extralarge' });
    expect(
      expectShape(UserSchema, await json(await jr.get('/api/whoami/'))).user_preferences,
    ).toEqual({
      textSizePreference: 'extralarge',
      tour: 'v1',
    });
    expect((await jr.patch('/api/user/preferences/', { textSizePreference: 'huge' })).status).toBe(
      400,
    );
    expect((await jr.patch('/api/user/preferences/', { favouriteColour: 'red' })).status).toBe(400);
    expect((await jr.patch('/api/user/preferences/', {})).status).toBe(400);
    expect((await new Browser(server).patch('/api/user/preferences/', { tour: 'v1' })).status).toBe(
      403,
    );
  });
});

describe('lookups', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it.each(['TEACHER_DISCOUNT', 'SCHOOL_DISCOUNT', 'JUNIOR_DISCOUNT'])(
    'returns the %s setting',
    async (filter) => {
      const setting = expectShape(
        DiscountSettingSchema,
        await json(await server.app.request(`/api/lookup/settings/?filter=${filter}`)),
      );
      expect(setting.key).toBe(filter);
      expect(setting.value).toBeGreaterThan(0);
    },
  );

  it('refuses a missing or unknown filter', async () => {
    expect((await server.app.request('/api/lookup/settings/')).status).toBe(400);
    expect((await server.app.request('/api/lookup/settings/?filter=FREE_LUNCH')).status).toBe(404);
  });

  it('lists partner icons whose URLs serve SVG files', async () => {
    const icons = expectShape(
      PartnerIconListSchema,
      await json(await server.app.request('/api/lookup/partner_icons/')),
    );
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of icons) {
      const file = await server.app.request(icon.url);
      expect(file.status, icon.url).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/svg+xml');
      expect(await file.text()).toContain('<svg');
    }
  });

  it('returns keyword definitions in data, one of them AI-summarised', async () => {
    const plain = expectShape(
      KeywordDefinitionSchema,
      await json(await server.app.request('/api/lookup/keyword/1/')),
    );
    expect(plain.data).toMatch(/Temperature/);
    const ai = expectShape(
      KeywordDefinitionSchema,
      await json(await server.app.request('/api/lookup/keyword/5/')),
    );
    expect(ai.data.split('\n')[0]).toBe('::ai{model="gpt-4o-mini" type=keyword}');
    expect((await server.app.request('/api/lookup/keyword/999/')).status).toBe(404);
    expect((await server.app.request('/api/lookup/keyword/abc/')).status).toBe(400);
  });
});

describe('assignments and the content builder', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('assigns a lesson to a class and posts it to Google Classroom after a grant', async () => {
    const teacher = new Browser(server);
    await teacher.login('premium_teacher');
    const lesson = expectShape(
      LessonSchema,
      await json(await teacher.get('/api/lessons/climate-check/')),
    );
    const created = await teacher.post(`/api/assignments/lesson/${lesson.id}/`, {
      classroom: 1,
      instructions: 'Finish by Friday.',
      due_date: '2030-05-17',
    });
    expect(created.status).toBe(201);
    const assignment = expectShape(AssignmentSchema, await json(created));
    expect(assignment).toMatchObject({
      lesson: lesson.id,
      classroom: { id: 1, provider: 'google' },
      gassignment_id: null,
    });
    const list = expectShape(
      AssignmentListSchema,
      await json(await teacher.get(`/api/assignments/lesson/${lesson.id}/`)),
    );
    expect(list.map((a) => a.id)).toEqual([assignment.id]);

    const refused = await teacher.post(`/assignment/google_stream_post/${assignment.id}/`, {});
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({
      error: 'Insufficient Scope',
      code: 'insufficient_scope',
    });
    await grantClassroom(teacher);
    const posted = expectShape(
      StreamPostResultSchema,
      await json(await teacher.post(`/assignment/google_stream_post/${assignment.id}/`, {})),
    );
    expect(posted.success).toBe(true);
    expect(posted.gassignment_id).toMatch(/^\d+$/);
    const after = expectShape(
      AssignmentListSchema,
      await json(await teacher.get(`/api/assignments/lesson/${lesson.id}/`)),
    );
    expect(after[0]?.gassignment_id).toBe(posted.gassignment_id);
    expect(
      (await teacher.post(`/assignment/clever_stream_post/${assignment.id}/`, {})).status,
    ).toBe(400);
  });

  it('lists the classes a lesson can be assigned to, marking those it is assigned to', async () => {
    const teacher = new Browser(server);
    await teacher.login('premium_teacher');
    const lesson = expectShape(
      LessonSchema,
      await json(await teacher.get('/api/lessons/ocean-temperatures-activity/')),
    );
    const before = expectShape(
      ClassroomListSchema,
      await json(await teacher.get(`/api/user-dataset/classroomshare/lesson/${lesson.id}/`)),
    );
    expect(before.map((room) => room.isShared)).toEqual([false, false, false]);
    await teacher.post(`/api/assignments/lesson/${lesson.id}/`, { classroom: before[1]?.id });
    const after = expectShape(
      ClassroomListSchema,
      await json(await teacher.get(`/api/user-dataset/classroomshare/lesson/${lesson.id}/`)),
    );
    expect(after.map((room) => room.isShared)).toEqual([false, true, false]);
    expect((await teacher.get('/api/user-dataset/classroomshare/lesson/9999/')).status).toBe(404);
  });

  it('reports a multiple-accounts browser with the @ClassroomDisabled message', async () => {
    const teacher = new Browser(server);
    await teacher.login('premium_teacher');
    const lesson = expectShape(
      LessonSchema,
      await json(await teacher.get('/api/lessons/weather-watch/')),
    );
    const assignment = expectShape(
      AssignmentSchema,
      await json(await teacher.post(`/api/assignments/lesson/${lesson.id}/`, { classroom: 1 })),
    );
    await grantClassroom(teacher, { multiAccount: true });
    const result = expectShape(
      StreamPostResultSchema,
      await json(await teacher.post(`/assignment/google_stream_post/${assignment.id}/`, {})),
    );
    expect(result.success).toBe(false);
    expect(result.message.startsWith('@ClassroomDisabled')).toBe(true);
  });

  it('keeps assignments to teachers and their own classes', async () => {
    const student = new Browser(server);
    await student.login('student');
    expect((await student.get('/api/assignments/lesson/1/')).status).toBe(403);
    const teacher = new Browser(server);
    await teacher.login('teacher');
    // Assigning is sharing with a class: a premium or Jr. subscription first (spec section 6).
    expect((await teacher.post('/api/assignments/lesson/1/', { classroom: 1 })).status).toBe(403);
    const staff = new Browser(server);
    await staff.login('staff_teacher');
    expect((await staff.post('/api/assignments/lesson/1/', { classroom: 5 })).status).toBe(403);
    const premium = new Browser(server);
    await premium.login('premium_teacher');
    expect((await premium.post('/api/assignments/lesson/1/', { classroom: 5 })).status).toBe(404);
    expect(
      (await premium.post('/api/assignments/lesson/1/', { classroom: 1, due_date: 'soon' })).status,
    ).toBe(400);
  });

  it('lets the author edit an activity and send it for review', async () => {
    const author = new Browser(server);
    await author.login('premium_teacher');
    const patched = await author.patch('/api/content-builder/activity/4', {
      activity_title: 'My Ride Speeds',
    });
    expect(patched.status).toBe(200);
    const activity = expectShape(BuilderActivitySchema, await json(patched));
    expect(activity).toMatchObject({
      id: 4,
      activity_title: 'My Ride Speeds',
      review_status: 'draft',
    });
    const review = await author.post('/api/content-builder/activity/submit-review/', { id: 4 });
    expect(expectShape(ActivityReviewResultSchema, await json(review))).toEqual({
      success: true,
      status: 'in_review',
    });
    expect(
      (await author.patch('/api/content-builder/activity/1', { activity_title: 'Mine now' }))
        .status,
    ).toBe(403);
    expect((await author.patch('/api/content-builder/activity/4', { unknown: 1 })).status).toBe(
      400,
    );

    const plain = new Browser(server);
    await plain.login('teacher');
    expect(
      (await plain.patch('/api/content-builder/activity/4', { activity_title: 'x' })).status,
    ).toBe(403);
    const staff = new Browser(server);
    await staff.login('staff_teacher');
    const edited = await staff.patch('/api/content-builder/activity/4', {
      source: 'Checked by staff',
    });
    expect(v.parse(BuilderActivitySchema, await json(edited)).source).toBe('Checked by staff');
  });
});
