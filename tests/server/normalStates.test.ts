/**
 * Normal empty states are not errors: what a visitor's and a new student's course page reads
 * answers 2xx, so the browser console stays empty.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CourseSchema } from '../../src/api/schemas/course';
import { fetchLesson } from './support/answerKeys';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

describe('normal empty states', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  /** Fails naming every read that did not answer 2xx. */
  async function expectAllSucceed(browser: Browser, paths: string[]): Promise<Response[]> {
    const responses = await Promise.all(paths.map((path) => browser.get(path)));
    const failed = responses.flatMap((r, i) =>
      r.status < 300 ? [] : [`${paths[i]}: ${r.status}`],
    );
    expect(failed).toEqual([]);
    return responses;
  }

  it('gives a visitor the session, the course and its free lessons without an error', async () => {
    const visitor = new Browser(server);
    const [whoami] = await expectAllSucceed(visitor, [
      '/api/whoami/',
      '/api/app_config/',
      '/api/courses/climate-data',
    ]);
    expect(await whoami?.json()).toBeNull();
    const course = expectShape(
      CourseSchema,
      await json(await visitor.get('/api/courses/climate-data')),
    );
    const lessons = course.modules.flatMap((m) => m.lessons);
    await expectAllSucceed(
      visitor,
      lessons.map((lesson) => `/api/lessons/${lesson.id}/`),
    );
  });

  it('answers 204 to a new student for every step and lesson with nothing saved', async () => {
    const student = new Browser(server);
    await student.login('student');
    const enrollment = (await json(
      await student.post('/api/courses/enroll/', { course: 1, user: 1 }),
    )) as { id: number };
    const assessment = await fetchLesson(student, 'climate-check');
    const ocean = await fetchLesson(student, 'ocean-temperatures-activity');
    const empty = await expectAllSucceed(student, [
      ...assessment.steps.map((step) => `/api/course-response/${enrollment.id}/${step.id}`),
      `/api/user-lessons/lessons/${ocean.id}/`,
    ]);
    expect(empty.map((r) => r.status)).toEqual([204, 204, 204, 204]);
    expect(await Promise.all(empty.map((r) => r.text()))).toEqual(['', '', '', '']);

    const userLesson = (await json(
      await student.post('/api/user-lessons/', { lesson: ocean.id }),
    )) as {
      id: number;
    };
    const [step, list] = await expectAllSucceed(student, [
      `/api/user-lessons/${userLesson.id}/steps/${ocean.steps[0]?.id}/`,
      `/api/user-lessons/${userLesson.id}/steps/`,
    ]);
    expect(step?.status).toBe(204);
    expect(await list?.json()).toEqual([]);
  });
});
