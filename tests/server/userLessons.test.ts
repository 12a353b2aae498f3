import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { STEP_SUBMITTED_MESSAGE } from '../../src/api/errors';
import { ErrorBodySchema } from '../../src/api/schemas/common';
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

  it('answers 403 to a visitor and 204 without a body before the user lesson exists', async () => {
    expect((await new Browser(server).get(`/api/user-lessons/lessons/${lesson.id}/`)).status).toBe(
      403,
    );
    const none = await student.get(`/api/user-lessons/lessons/${lesson.id}/`);
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
    expect((await student.get('/api/user-lessons/lessons/99999/')).status).toBe(404);
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

  it('saves, lists, reads and updates steps; verdicts come with the check', async () => {
    const unsaved = await student.get(`/api/user-lessons/${userLessonId}/steps/${step(0)}/`);
    expect(unsaved.status).toBe(204);
    expect(await unsaved.text()).toBe('');
    const created = await student.post(`/api/user-lessons/${userLessonId}/steps/`, {
      lesson_step: step(0),
      response: { 'q-ocean-mild': { userAnswer: 2 } },
      attempt: true,
    });
    expect(created.status).toBe(201);
    const plain = expectShape(UserLessonStepSchema, await json(created));
    expect(plain.response['q-ocean-mild']).toEqual({
      userAnswer: 2,
      preview: null,
      isCorrect: null,
    });
    expect(plain.answer_key).toBeNull();

    await student.post(`/api/user-lessons/${userLessonId}/steps/`, {
      lesson_step: step(1),
      response: { 'q-ocean-unit': { userAnswer: '°c' } },
      submitted: true,
    });
    const list = expectShape(
      v.array(UserLessonStepSchema),
      await json(await student.get(`/api/user-lessons/${userLessonId}/steps/`)),
    );
    expect(list.map((s) => s.lesson_step)).toEqual([step(0), step(1)]);
    expect(list[0]?.response['q-ocean-mild']?.isCorrect).toBeNull();
    expect(list[1]?.response['q-ocean-unit']?.isCorrect).toBe(true);

    const updated = await student.put(`/api/user-lessons/${userLessonId}/steps/${step(0)}/`, {
      response: { 'q-ocean-mild': { userAnswer: 1 } },
      attempt: true,
      submitted: true,
    });
    const saved = expectShape(UserLessonStepSchema, await json(updated));
    expect(saved).toMatchObject({ submitted: true, attempt: true });
    expect(saved.response['q-ocean-mild']?.isCorrect).toBe(false);
    expect(saved.answer_key?.['q-ocean-mild']?.answer).toBe(2);
    const read = expectShape(
      UserLessonStepSchema,
      await json(await student.get(`/api/user-lessons/${userLessonId}/steps/${step(0)}/`)),
    );
    expect(read.response['q-ocean-mild']?.userAnswer).toBe(1);
    const refused = await student.put(`/api/user-lessons/${userLessonId}/steps/${step(0)}/`, {
      response: {},
    });
    expect(refused.status).toBe(409);
    expect(expectShape(ErrorBodySchema, await json(refused)).detail).toBe(STEP_SUBMITTED_MESSAGE);
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
