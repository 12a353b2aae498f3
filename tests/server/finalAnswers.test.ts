/**
 * A completed assessment is final, and a check that arrives twice (its first answer was lost
 * on the way back) is recognised instead of refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_SUBMITTED_MESSAGE, STEP_SUBMITTED_MESSAGE } from '../../src/api/errors';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import type { Lesson } from '../../src/api/schemas/lesson';
import { CourseReviewSchema } from '../../src/api/schemas/review';
import { StepResponseSchema, UserLessonStepSchema } from '../../src/api/schemas/stepResponse';
import { fetchLesson, stepOf, verdicts } from './support/answerKeys';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

async function enroll(browser: Browser, user: number): Promise<number> {
  const response = await browser.post('/api/courses/enroll/', { course: 1, user });
  return ((await json(response)) as { id: number }).id;
}

async function expectRefusal(response: Response, detail: string): Promise<void> {
  expect(response.status).toBe(409);
  expect(expectShape(ErrorBodySchema, await json(response)).detail).toBe(detail);
}

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('a completed assessment is final', () => {
  const server = startServer();
  const student = new Browser(server);
  let enrollId = 0;
  let assessment: Lesson;
  const answers = [
    { 'q-assess-unit': { userAnswer: 3 }, 'q-assess-hottest-july': { userAnswer: 'Lima' } },
    { 'q-assess-winter-july': { userAnswer: [1, 2, 4] } },
    { 'q-assess-explain': { userAnswer: 'Madrid is warmer on average.' } },
  ];

  /** Everything stored for the enrollment, timestamps included. */
  const stored = () =>
    server.context.db
      .prepare('SELECT * FROM course_responses WHERE enrollment_id = ? ORDER BY id')
      .all(enrollId);
  const review = async () =>
    expectShape(
      CourseReviewSchema,
      await json(await student.get('/api/analytics/usercourse/climate-data/lesson/climate-check')),
    );

  beforeAll(async () => {
    await student.login('student');
    enrollId = await enroll(student, 1);
    assessment = await fetchLesson(student, 'climate-check');
    for (const [index, response] of answers.entries()) {
      // The first step is saved first and submitted later, as moving through the steps does.
      const lessonStep = stepOf(assessment, index).id;
      await student.post(`/api/course-response/${enrollId}`, { lesson_step: lessonStep, response });
      await student.put(`/api/course-response/${enrollId}/${lessonStep}`, {
        response,
        submitted: true,
      });
    }
  });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('is completed, with a performance', async () => {
    expect((await fetchLesson(student, 'climate-check')).is_completed).toBe(true);
    expect((await review()).performance).toBe(67);
  });

  it('refuses POST and PUT on every step with 409 and changes nothing', async () => {
    const before = stored();
    const reviewBefore = await review();
    for (const [index, step] of assessment.steps.entries()) {
      const bodies = [
        { response: {}, attempt: false, submitted: false },
        // The very answers already stored, sent as a check: still refused, the lesson is final.
        { response: answers[index], submitted: true },
      ];
      for (const body of bodies) {
        await expectRefusal(
          await student.post(`/api/course-response/${enrollId}`, { ...body, lesson_step: step.id }),
          ASSESSMENT_SUBMITTED_MESSAGE,
        );
        await expectRefusal(
          await student.put(`/api/course-response/${enrollId}/${step.id}`, body),
          ASSESSMENT_SUBMITTED_MESSAGE,
        );
      }
    }
    expect(stored()).toEqual(before);
    expect(before).toHaveLength(3);
    expect(await review()).toEqual(reviewBefore);
  });

  it('refuses user-lesson writes to it, and reopening it', async () => {
    const created = await student.post('/api/user-lessons/', { lesson: assessment.id });
    const userLessonId = ((await json(created)) as { id: number }).id;
    const first = stepOf(assessment, 0).id;
    await expectRefusal(
      await student.post(`/api/user-lessons/${userLessonId}/steps/`, {
        lesson_step: first,
        response: {},
      }),
      ASSESSMENT_SUBMITTED_MESSAGE,
    );
    await expectRefusal(
      await student.put(`/api/user-lessons/${userLessonId}/steps/${first}/`, { response: {} }),
      ASSESSMENT_SUBMITTED_MESSAGE,
    );
    await expectRefusal(
      await student.put(`/api/user-lessons/${userLessonId}/`, { is_completed: false }),
      ASSESSMENT_SUBMITTED_MESSAGE,
    );
    expect((await fetchLesson(student, 'climate-check')).is_completed).toBe(true);
    const count = server.context.db
      .prepare('SELECT COUNT(*) AS n FROM user_lesson_steps WHERE user_lesson_id = ?')
      .get(userLessonId) as { n: number };
    expect(count.n).toBe(0);
    expect(
      (await student.put(`/api/user-lessons/${userLessonId}/`, { is_completed: true })).status,
    ).toBe(200);
  });

  it('is final too when completed through the user lesson, even for steps never saved', async () => {
    const learner = new Browser(server);
    await learner.login('premium_student');
    const enrollment = await enroll(learner, 2);
    await learner.post('/api/user-lessons/', { lesson: assessment.id, is_completed: true });
    const step = stepOf(assessment, 1).id;
    await expectRefusal(
      await learner.post(`/api/course-response/${enrollment}`, { lesson_step: step, response: {} }),
      ASSESSMENT_SUBMITTED_MESSAGE,
    );
    await expectRefusal(
      await learner.put(`/api/course-response/${enrollment}/${step}`, { response: {} }),
      ASSESSMENT_SUBMITTED_MESSAGE,
    );
  });

  it('leaves an open assessment writable by somebody else', async () => {
    const other = new Browser(server);
    await other.login('teacher');
    const enrollment = await enroll(other, 3);
    const response = await other.post(`/api/course-response/${enrollment}`, {
      lesson_step: stepOf(assessment, 0).id,
      response: answers[0],
    });
    expect(response.status).toBe(201);
  });
});

describe('a retried check', () => {
  const server = startServer();
  const student = new Browser(server);
  let enrollId = 0;
  let practice: Lesson;
  const checked = {
    'q-range-moscow': { userAnswer: '25.4' },
    'q-smallest-range': { userAnswer: 2 },
  };
  const modifiedOf = (stepId: number) =>
    (
      server.context.db
        .prepare(
          'SELECT modified FROM course_responses WHERE enrollment_id = ? AND lesson_step_id = ?',
        )
        .get(enrollId, stepId) as { modified: string }
    ).modified;

  beforeAll(async () => {
    await student.login('student');
    enrollId = await enroll(student, 1);
    practice = await fetchLesson(student, 'practice-averages-and-ranges');
  });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('answers 200 with the stored response when the same answers are checked again', async () => {
    const stepId = stepOf(practice, 0).id;
    const first = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId,
      response: checked,
      submitted: true,
    });
    expect(first.status).toBe(201);
    const original = expectShape(StepResponseSchema, await json(first));
    const modified = modifiedOf(stepId);
    // Same answers in another key order, with a verdict the client made up: still the same.
    const retry = {
      'q-smallest-range': { userAnswer: 2, isCorrect: false },
      'q-range-moscow': { isCorrect: false, userAnswer: '25.4', preview: null },
    };
    const again = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId,
      response: retry,
      submitted: true,
    });
    expect(again.status).toBe(200);
    expect(expectShape(StepResponseSchema, await json(again))).toEqual(original);
    const put = await student.put(`/api/course-response/${enrollId}/${stepId}`, {
      response: retry,
      submitted: true,
    });
    expect(put.status).toBe(200);
    const replayed = expectShape(StepResponseSchema, await json(put));
    expect(replayed).toEqual(original);
    expect(verdicts(replayed.response)).toEqual({
      'q-range-moscow': true,
      'q-smallest-range': true,
    });
    expect(replayed.answer_key).not.toBeNull();
    expect(modifiedOf(stepId)).toBe(modified);
  });

  it('still refuses different answers, and the same answers without a check', async () => {
    const path = `/api/course-response/${enrollId}/${stepOf(practice, 0).id}`;
    await expectRefusal(
      await student.put(path, {
        response: { ...checked, 'q-smallest-range': { userAnswer: 1 } },
        submitted: true,
      }),
      STEP_SUBMITTED_MESSAGE,
    );
    await expectRefusal(
      await student.put(path, {
        response: { 'q-range-moscow': checked['q-range-moscow'] },
        submitted: true,
      }),
      STEP_SUBMITTED_MESSAGE,
    );
    await expectRefusal(await student.put(path, { response: checked }), STEP_SUBMITTED_MESSAGE);
  });

  it('compares plot states whatever their key order', async () => {
    const task = await fetchLesson(student, 'plot-city-temperatures');
    const stepId = stepOf(task, 0).id;
    // A preview must be a plot image this student uploaded (anything else is dropped).
    const upload = await student.post(`/api/misc/capture/plotimage/${enrollId}/${stepId}/`, {
      dataURL: PNG_DATA_URL,
    });
    const { url: preview } = (await json(upload)) as { url: string };
    const plot = (userAnswer: Record<string, unknown>) => ({
      lesson_step: stepId,
      response: { 'q-plot-latitude': { userAnswer, preview } },
      submitted: true,
    });
    const first = await student.post(
      `/api/course-response/${enrollId}`,
      plot({ graphType: 'scatter', xAttribute: 'latitude', yAttribute: 'jul_c' }),
    );
    expect(first.status).toBe(201);
    const again = await student.post(
      `/api/course-response/${enrollId}`,
      plot({ yAttribute: 'jul_c', xAttribute: 'latitude', graphType: 'scatter' }),
    );
    expect(again.status).toBe(200);
    await expectRefusal(
      await student.post(
        `/api/course-response/${enrollId}`,
        plot({ yAttribute: 'jan_c', xAttribute: 'latitude', graphType: 'scatter' }),
      ),
      STEP_SUBMITTED_MESSAGE,
    );
  });

  it('is recognised on user-lesson steps too', async () => {
    const ocean = await fetchLesson(student, 'ocean-temperatures-activity');
    const created = await student.post('/api/user-lessons/', { lesson: ocean.id });
    const id = ((await json(created)) as { id: number }).id;
    const stepId = stepOf(ocean, 0).id;
    const body = { response: { 'q-ocean-mild': { userAnswer: 2 } }, submitted: true };
    const first = await student.post(`/api/user-lessons/${id}/steps/`, {
      ...body,
      lesson_step: stepId,
    });
    expect(first.status).toBe(201);
    const original = expectShape(UserLessonStepSchema, await json(first));
    const again = await student.put(`/api/user-lessons/${id}/steps/${stepId}/`, body);
    expect(again.status).toBe(200);
    expect(expectShape(UserLessonStepSchema, await json(again))).toEqual(original);
    const post = await student.post(`/api/user-lessons/${id}/steps/`, {
      ...body,
      lesson_step: stepId,
    });
    expect(post.status).toBe(200);
    await expectRefusal(
      await student.put(`/api/user-lessons/${id}/steps/${stepId}/`, {
        response: { 'q-ocean-mild': { userAnswer: 3 } },
        submitted: true,
      }),
      STEP_SUBMITTED_MESSAGE,
    );
  });
});
