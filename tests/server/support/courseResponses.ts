/**
 * The course responses' tests share one server: a student and a teacher enrolled in the climate
 * course, its introduction lesson and its assessment. Set by startCourseResponses's hooks.
 */
import { afterAll, beforeAll } from 'vitest';
import { LessonSchema, type Lesson } from '../../../src/api/schemas/lesson';
import { Browser, expectShape, json, removeDir, startServer } from './testServer';

export let server: ReturnType<typeof startServer>;
export let student: Browser;
/** Teachers get the verdicts at once (they review with the key): they show the grading. */
export let teacher: Browser;
export let enrollId = 0;
export let teacherEnrollId = 0;
export let intro: Lesson;
export let assessment: Lesson;

/** Starts the server for the calling describe's tests; it goes after the last one. */
export function startCourseResponses(): void {
  server = startServer();
  student = new Browser(server);
  teacher = new Browser(server);

  beforeAll(async () => {
    await student.login('student');
    const enrolled = await student.post('/api/courses/enroll/', { course: 1, user: 1 });
    enrollId = ((await json(enrolled)) as { id: number }).id;
    await teacher.login('teacher');
    const teacherEnrolled = await teacher.post('/api/courses/enroll/', { course: 1, user: 3 });
    teacherEnrollId = ((await json(teacherEnrolled)) as { id: number }).id;
    intro = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/what-is-an-average-temperature/')),
    );
    assessment = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/climate-check/')),
    );
  });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });
}

export const stepId = (lesson: Lesson, index: number) => {
  const step = lesson.steps[index];
  if (!step) throw new Error(`no step ${index}`);
  return step.id;
};
