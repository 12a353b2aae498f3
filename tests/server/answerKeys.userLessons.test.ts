/**
 * Answer keys reach a learner only when due: an assessment's once it is completed, another
 * lesson's step once it is checked. Teachers review with the key at all times.
 * Here: lessons outside a course.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Lesson } from '../../src/api/schemas/lesson';
import { UserLessonStepSchema } from '../../src/api/schemas/stepResponse';
import { expectStepWithoutKey, fetchLesson, stepOf, verdicts } from './support/answerKeys';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

describe('answer keys in user lessons (lessons outside a course)', () => {
  const server = startServer();
  const student = new Browser(server);
  const teacher = new Browser(server);
  let lesson: Lesson;

  beforeAll(async () => {
    await student.login('student');
    await teacher.login('teacher');
    lesson = await fetchLesson(teacher, 'ocean-temperatures-activity');
  });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  async function userLesson(browser: Browser): Promise<number> {
    const response = await browser.post('/api/user-lessons/', { lesson: lesson.id });
    return ((await json(response)) as { id: number }).id;
  }
  const mild = { 'q-ocean-mild': { userAnswer: 2 } };
  const mildKey = {
    answer: 2,
    solution: expect.stringContaining('ocean stores heat'),
    preview: null,
  };

  it('keeps the key from a student until the step is checked', async () => {
    (await fetchLesson(student, lesson.slug)).steps.forEach(expectStepWithoutKey);
    const id = await userLesson(student);
    const first = stepOf(lesson, 0).id;
    const stepPath = `/api/user-lessons/${id}/steps/${first}/`;
    const before = [
      await student.post(`/api/user-lessons/${id}/steps/`, { lesson_step: first, response: mild }),
      await student.put(stepPath, { response: mild }),
      await student.get(stepPath),
    ];
    for (const response of before) {
      const body = expectShape(UserLessonStepSchema, await json(response));
      expect(body.answer_key).toBeNull();
      expect(verdicts(body.response)).toEqual({ 'q-ocean-mild': null });
    }
    const listed = expectShape(
      v.array(UserLessonStepSchema),
      await json(await student.get(`/api/user-lessons/${id}/steps/`)),
    );
    expect(listed.map((s) => [s.answer_key, verdicts(s.response)])).toEqual([
      [null, { 'q-ocean-mild': null }],
    ]);

    const checked = expectShape(
      UserLessonStepSchema,
      await json(await student.put(stepPath, { response: mild, submitted: true })),
    );
    expect(verdicts(checked.response)).toEqual({ 'q-ocean-mild': true });
    expect(checked.answer_key).toEqual({ 'q-ocean-mild': mildKey });
    const after = [
      expectShape(UserLessonStepSchema, await json(await student.get(stepPath))),
      ...expectShape(
        v.array(UserLessonStepSchema),
        await json(await student.get(`/api/user-lessons/${id}/steps/`)),
      ),
    ];
    for (const body of after) {
      expect(body.answer_key).toEqual({ 'q-ocean-mild': mildKey });
      expect(verdicts(body.response)).toEqual({ 'q-ocean-mild': true });
    }
    const released = await fetchLesson(student, lesson.slug);
    expect(released.steps[0]).toEqual(lesson.steps[0]);
    expectStepWithoutKey(stepOf(released, 1));
  });

  it('gives a teacher the key on every user-lesson step response', async () => {
    const id = await userLesson(teacher);
    const first = stepOf(lesson, 0).id;
    const stepPath = `/api/user-lessons/${id}/steps/${first}/`;
    const bodies = [
      await json(
        await teacher.post(`/api/user-lessons/${id}/steps/`, {
          lesson_step: first,
          response: mild,
        }),
      ),
      await json(await teacher.put(stepPath, { response: mild })),
      await json(await teacher.get(stepPath)),
      ...((await json(await teacher.get(`/api/user-lessons/${id}/steps/`))) as unknown[]),
    ];
    expect(bodies).toHaveLength(4);
    for (const raw of bodies) {
      const body = expectShape(UserLessonStepSchema, raw);
      expect(body.answer_key).toEqual({ 'q-ocean-mild': mildKey });
      expect(verdicts(body.response)).toEqual({ 'q-ocean-mild': true });
    }
  });
});
