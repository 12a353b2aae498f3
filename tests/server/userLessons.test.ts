import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LessonSchema, type Lesson } from '../../src/api/schemas/lesson';
import { UserLessonSchema, UserLessonStepSchema } from '../../src/api/schemas/stepResponse';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

describe('user lessons (lessons outside a course)', () => {
  const server = startServer();
  const student = new Browser(server);
  let lesson: Lesson;
  let userLessonId = 0;

  beforeAll(async () => {
    await student.login('student');
    lesson = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/ocean-temperatures-activity/')),
    );
  });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  const step = (index: number) => {
    const found = lesson.steps[index];
    if (!found) throw new Error(`no step ${index}`);
    return found.id;
  };

  it('answers 403 to a visitor and 404 before the user lesson exists', async () => {
    expect((await new Browser(server).get(`/api/user-lessons/lessons/${lesson.id}/`)).status).toBe(
      403,
    );
    expect((await student.get(`/api/user-lessons/lessons/${lesson.id}/`)).status).toBe(404);
  });

  it('creates the user lesson once', async () => {
    const created = await student.post('/api/user-lessons/', { lesson: lesson.id });
    expect(created.status).toBe(201);
    const userLesson = expectShape(UserLessonSchema, await json(created));
    expect(userLesson).toMatchObject({ lesson: lesson.id, user: 1, is_completed: false });
    userLessonId = userLesson.id;
    const again = await student.post('/api/user-lessons/', { lesson: lesson.id });
    expect(again.status).toBe(200);
    expect(expectShape(UserLessonSchema, await json(again)).id).toBe(userLessonId);
    const fetched = expectShape(
      UserLessonSchema,
      await json(await student.get(`/api/user-lessons/lessons/${lesson.id}/`)),
    );
    expect(fetched.id).toBe(userLessonId);
  });

  it('saves, lists, reads and updates steps with grading', async () => {
    const created = await student.post(`/api/user-lessons/${userLessonId}/steps/`, {
      lesson_step: step(0),
      response: { 'q-ocean-mild': { userAnswer: 2 } },
      attempt: true,
    });
    expect(created.status).toBe(201);
    expect(
      expectShape(UserLessonStepSchema, await json(created)).response['q-ocean-mild']?.isCorrect,
    ).toBe(true);

    await student.post(`/api/user-lessons/${userLessonId}/steps/`, {
      lesson_step: step(1),
      response: { 'q-ocean-unit': { userAnswer: '°c' } },
    });
    const list = expectShape(
      v.array(UserLessonStepSchema),
      await json(await student.get(`/api/user-lessons/${userLessonId}/steps/`)),
    );
    expect(list.map((s) => s.lesson_step)).toEqual([step(0), step(1)]);
    expect(list[1]?.response['q-ocean-unit']?.isCorrect).toBe(true);

    const updated = await student.put(`/api/user-lessons/${userLessonId}/steps/${step(0)}/`, {
      response: { 'q-ocean-mild': { userAnswer: 1 } },
      attempt: true,
      submitted: true,
    });
    const saved = expectShape(UserLessonStepSchema, await json(updated));
    expect(saved).toMatchObject({ submitted: true, attempt: true });
    expect(saved.response['q-ocean-mild']?.isCorrect).toBe(false);
    const read = expectShape(
      UserLessonStepSchema,
      await json(await student.get(`/api/user-lessons/${userLessonId}/steps/${step(0)}/`)),
    );
    expect(read.response['q-ocean-mild']?.userAnswer).toBe(1);
    expect(
      (await student.put(`/api/user-lessons/${userLessonId}/steps/${step(0)}/`, { response: {} }))
        .status,
    ).toBe(409);
  });

  it('marks the lesson completed', async () => {
    const response = await student.put(`/api/user-lessons/${userLessonId}/`, {
      is_completed: true,
    });
    expect(expectShape(UserLessonSchema, await json(response)).is_completed).toBe(true);
    const again = expectShape(
      LessonSchema,
      await json(await student.get(`/api/lessons/${lesson.id}/`)),
    );
    expect(again.is_completed).toBe(true);
  });

  it("keeps other users out of somebody's user lesson", async () => {
    const other = new Browser(server);
    await other.login('teacher');
    expect((await other.get(`/api/user-lessons/${userLessonId}/steps/`)).status).toBe(404);
    expect(
      (await other.put(`/api/user-lessons/${userLessonId}/`, { is_completed: false })).status,
    ).toBe(404);
  });

  it('refuses a step of another lesson and a premium Jr. lesson for a free student', async () => {
    const other = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/weather-watch/')),
    );
    const foreign = await student.post(`/api/user-lessons/${userLessonId}/steps/`, {
      lesson_step: other.steps[0]?.id,
      response: {},
    });
    expect(foreign.status).toBe(404);
    const jr = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/jr-counting-practice/')),
    );
    expect((await student.post('/api/user-lessons/', { lesson: jr.id })).status).toBe(403);
    const jrTeacher = new Browser(server);
    await jrTeacher.login('jr_teacher');
    expect((await jrTeacher.post('/api/user-lessons/', { lesson: jr.id })).status).toBe(201);
  });
});
