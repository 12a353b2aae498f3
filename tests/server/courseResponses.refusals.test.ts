/**
 * Course responses the server does not give or take: none saved yet, other people's
 * enrollments, steps of another course, premium lessons, malformed answers.
 */
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { LessonSchema } from '../../src/api/schemas/lesson';
import {
  enrollId,
  intro,
  server,
  startCourseResponses,
  stepId,
  student,
} from './support/courseResponses';
import { Browser, expectShape, json } from './support/testServer';

describe('course responses: saving, grading, review', () => {
  startCourseResponses();

  it('answers 204 without a body before anything is saved', async () => {
    const response = await student.get(`/api/course-response/${enrollId}/${stepId(intro, 0)}`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it("keeps other people's enrollments and foreign steps out", async () => {
    const other = new Browser(server);
    await other.login('teacher');
    expect((await other.get(`/api/course-response/${enrollId}/${stepId(intro, 0)}`)).status).toBe(
      404,
    );
    const sports = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/practice-medians/')),
    );
    // A step outside the enrollment's course is not found, even with nothing saved for it.
    expect(
      (await student.get(`/api/course-response/${enrollId}/${stepId(sports, 0)}`)).status,
    ).toBe(404);
    const foreign = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(sports, 0),
      response: {},
    });
    expect(foreign.status).toBe(404);
    const visitor = new Browser(server);
    expect((await visitor.get(`/api/course-response/${enrollId}/${stepId(intro, 0)}`)).status).toBe(
      403,
    );
  });

  it('keeps premium lessons of a free course for premium users', async () => {
    const simulation = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/simulating-daily-temperatures/')),
    );
    const response = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(simulation, 0),
      response: { 'q-sim-spread': { userAnswer: 1 } },
    });
    expect(response.status).toBe(403);
  });

  it('rejects a malformed answer map with 400', async () => {
    const response = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(intro, 0),
      response: { 'q-climate-meaning': { userAnswer: { nested: true }, isCorrect: 'yes' } },
    });
    expect(response.status).toBe(400);
    expect(expectShape(ErrorBodySchema, await json(response)).detail).toMatch(/isCorrect/);
  });
});
