/** Feedback for the team, plot images, bookmarks and preferences on the development server. */
import { afterAll, describe, expect, it } from 'vitest';
import { BookmarkListSchema, BookmarkSchema } from '../../src/api/schemas/bookmark';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { LessonSchema } from '../../src/api/schemas/lesson';
import { PlotImageSchema } from '../../src/api/schemas/plot';
import { UserPreferencesSchema, UserSchema } from '../../src/api/schemas/user';
import {
  Browser,
  expectShape,
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
