/**
 * Answer keys reach a learner only when due: an assessment's once it is completed, another
 * lesson's step once it is checked. Teachers review with the key at all times.
 * Here: a practice lesson's performance, which would tell the key if shown before the end.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CourseReviewSchema } from '../../src/api/schemas/review';
import { fetchLesson, stepOf } from './support/answerKeys';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

const PRACTICE = 'practice-averages-and-ranges';

describe('the performance of a lesson that is not an assessment', () => {
  const server = startServer();
  const student = new Browser(server);
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('stays back until every step is checked, so saves cannot probe for the key', async () => {
    await student.login('student');
    const enrollment = (await json(
      await student.post('/api/courses/enroll/', { course: 1, user: 1 }),
    )) as { id: number };
    const lesson = await fetchLesson(student, PRACTICE);
    const performance = async () =>
      expectShape(
        CourseReviewSchema,
        await json(await student.get(`/api/analytics/usercourse/climate-data/lesson/${PRACTICE}`)),
      ).performance;
    const save = (index: number, submitted: boolean) => {
      const step = stepOf(lesson, index);
      const response = Object.fromEntries(
        step.questions.map((q) => [q.questionId, { userAnswer: q.type === 'radio' ? 1 : 'x' }]),
      );
      return student.post(`/api/course-response/${enrollment.id}`, {
        lesson_step: step.id,
        response,
        submitted,
      });
    };
    expect((await save(0, false)).status).toBe(201);
    await expect(performance()).resolves.toBeNull();
    for (let index = 0; index < lesson.steps.length; index += 1) {
      expect((await save(index, true)).status).toBeLessThan(300);
    }
    await expect(performance()).resolves.toEqual(expect.any(Number));
  });
});
