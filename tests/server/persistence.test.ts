import { afterAll, describe, expect, it } from 'vitest';
import { BookmarkListSchema } from '../../src/api/schemas/bookmark';
import { CourseSchema } from '../../src/api/schemas/course';
import { LessonSchema } from '../../src/api/schemas/lesson';
import { StepResponseSchema } from '../../src/api/schemas/stepResponse';
import { UserSchema } from '../../src/api/schemas/user';
import {
  Browser,
  expectShape,
  json,
  removeDir,
  startServer,
  tempDataDir,
} from './support/testServer';

describe('persistence across a restart', () => {
  const dataDir = tempDataDir();
  afterAll(() => removeDir(dataDir));

  it('keeps enrollments, step responses, preferences, bookmarks and sessions', async () => {
    const first = startServer({ dataDir });
    const student = new Browser(first);
    await student.login('student');
    const enrollment = (await json(
      await student.post('/api/courses/enroll/', { course: 1, user: 1 }),
    )) as { id: number };
    const lesson = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/what-is-an-average-temperature/')),
    );
    const stepId = lesson.steps[0]?.id ?? 0;
    await student.post(`/api/course-response/${enrollment.id}`, {
      lesson_step: stepId,
      response: { 'q-climate-meaning': { userAnswer: 2 } },
      attempt: true,
      // Checked, so the stored verdict is released and can be compared after the restart.
      submitted: true,
    });
    await student.patch('/api/user/preferences/', { textSizePreference: 'large' });
    await student.post('/api/bookmark/', { object_type: 'lesson', object_id: lesson.id });
    first.close();

    const second = startServer({ dataDir });
    try {
      // Same cookies: the session itself survived too.
      const again = new Browser(second);
      for (const [name, value] of student.cookies) again.cookies.set(name, value);
      const course = expectShape(
        CourseSchema,
        await json(await again.get('/api/courses/climate-data')),
      );
      expect(course.enroll_id).toBe(enrollment.id);
      const saved = expectShape(
        StepResponseSchema,
        await json(await again.get(`/api/course-response/${enrollment.id}/${stepId}`)),
      );
      expect(saved.response['q-climate-meaning']).toEqual({
        userAnswer: 2,
        preview: null,
        isCorrect: true,
      });
      const me = expectShape(UserSchema, await json(await again.get('/api/whoami/')));
      expect(me.user_preferences?.textSizePreference).toBe('large');
      const bookmarks = expectShape(
        BookmarkListSchema,
        await json(await again.get('/api/bookmark/')),
      );
      expect(bookmarks.map((b) => b.object_id)).toEqual([lesson.id]);
    } finally {
      second.close();
    }
  });

  it('does not seed twice, and --reset starts from the demo content again', async () => {
    const server = startServer({ dataDir });
    const users = () =>
      (server.context.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    expect(users()).toBe(7);
    server.close();

    const reset = startServer({ dataDir, reset: true });
    try {
      const student = new Browser(reset);
      await student.login('student');
      const course = expectShape(
        CourseSchema,
        await json(await student.get('/api/courses/climate-data')),
      );
      expect(course.enroll_id).toBe(0);
      expect(
        expectShape(BookmarkListSchema, await json(await student.get('/api/bookmark/'))),
      ).toEqual([]);
    } finally {
      reset.close();
    }
  });
});
