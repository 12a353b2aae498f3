/**
 * Course responses as a course is worked through: saving and grading each step, the graph
 * previews, the review and the lessons' completion. The tests run in order on one server, each
 * building on what the ones before it saved (support/courseResponses.ts).
 */
import { describe, expect, it } from 'vitest';
import { CourseSchema } from '../../src/api/schemas/course';
import { STEP_SUBMITTED_MESSAGE } from '../../src/api/errors';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { LessonSchema } from '../../src/api/schemas/lesson';
import { CourseReviewSchema } from '../../src/api/schemas/review';
import { StepResponseSchema } from '../../src/api/schemas/stepResponse';
import {
  assessment,
  enrollId,
  intro,
  startCourseResponses,
  stepId,
  student,
  teacher,
  teacherEnrollId,
} from './support/courseResponses';
import { expectShape, json, type Browser } from './support/testServer';

/** A 1×1 transparent PNG. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('course responses: saving, grading, review', () => {
  startCourseResponses();

  it('grades a radio answer on create, ignoring what the client claims', async () => {
    const response = await teacher.post(`/api/course-response/${teacherEnrollId}`, {
      lesson_step: stepId(intro, 0),
      response: { 'q-climate-meaning': { userAnswer: 1, isCorrect: true } },
      attempt: true,
      submitted: false,
    });
    expect(response.status).toBe(201);
    const saved = expectShape(StepResponseSchema, await json(response));
    expect(saved).toMatchObject({
      lesson_step: stepId(intro, 0),
      user_course: teacherEnrollId,
      attempt: true,
      submitted: false,
    });
    expect(saved.response['q-climate-meaning']?.isCorrect).toBe(false);
  });

  it('saves a student answer with POST, updates it with PUT and reads it back', async () => {
    const created = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(intro, 0),
      response: { 'q-climate-meaning': { userAnswer: 1 } },
    });
    expect(created.status).toBe(201);
    const path = `/api/course-response/${enrollId}/${stepId(intro, 0)}`;
    const put = await student.put(path, {
      response: { 'q-climate-meaning': { userAnswer: 2 } },
      attempt: true,
    });
    expect(put.status).toBe(200);
    const got = expectShape(StepResponseSchema, await json(await student.get(path)));
    // Not checked yet: the verdict stays on the server.
    expect(got.response['q-climate-meaning']).toEqual({
      userAnswer: 2,
      preview: null,
      isCorrect: null,
    });
    expect(got.attempt).toBe(true);
  });

  it('grades text case- and space-insensitively and checkbox as a set', async () => {
    const response = await teacher.post(`/api/course-response/${teacherEnrollId}`, {
      lesson_step: stepId(intro, 1),
      response: {
        'q-singapore-annual': { userAnswer: '  27.5 ' },
        'q-below-zero': { userAnswer: [4, 1, 3] },
      },
    });
    const saved = expectShape(StepResponseSchema, await json(response));
    expect(saved.response['q-singapore-annual']?.isCorrect).toBe(true);
    expect(saved.response['q-below-zero']?.isCorrect).toBe(true);

    const wrong = await teacher.put(`/api/course-response/${teacherEnrollId}/${stepId(intro, 1)}`, {
      response: {
        'q-singapore-annual': { userAnswer: '27' },
        'q-below-zero': { userAnswer: [1, 3] },
      },
    });
    const regraded = expectShape(StepResponseSchema, await json(wrong));
    expect(regraded.response['q-singapore-annual']?.isCorrect).toBe(false);
    expect(regraded.response['q-below-zero']?.isCorrect).toBe(false);
  });

  it('leaves textarea answers ungraded', async () => {
    const response = await teacher.post(`/api/course-response/${teacherEnrollId}`, {
      lesson_step: stepId(intro, 2),
      response: { 'q-explain-average': { userAnswer: 'Averages smooth out single days.' } },
    });
    const saved = expectShape(StepResponseSchema, await json(response));
    expect(saved.answer_key).not.toBeNull();
    expect(saved.response['q-explain-average']?.isCorrect).toBeNull();
  });

  it('makes a submitted step read-only', async () => {
    const path = `/api/course-response/${enrollId}/${stepId(intro, 2)}`;
    const created = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(intro, 2),
      response: { 'q-explain-average': { userAnswer: 'First draft.' } },
    });
    expect(created.status).toBe(201);
    const submit = await student.put(path, {
      response: { 'q-explain-average': { userAnswer: 'Final answer.' } },
      submitted: true,
    });
    expect(expectShape(StepResponseSchema, await json(submit)).submitted).toBe(true);
    const change = await student.put(path, {
      response: { 'q-explain-average': { userAnswer: 'Changed.' } },
    });
    expect(change.status).toBe(409);
    expect(expectShape(ErrorBodySchema, await json(change)).detail).toBe(STEP_SUBMITTED_MESSAGE);
    const stored = expectShape(StepResponseSchema, await json(await student.get(path)));
    expect(stored.response['q-explain-average']?.userAnswer).toBe('Final answer.');
  });

  it('moves the starting step to the step saved last', async () => {
    const course = expectShape(
      CourseSchema,
      await json(await student.get('/api/courses/climate-data')),
    );
    expect(course.starting_step).toEqual({
      module_slug: 'reading-temperature-data',
      lesson_slug: 'what-is-an-average-temperature',
      step_id: stepId(intro, 2),
    });
  });

  it('stores a graph preview sent as a data URL as a file and serves it', async () => {
    const response = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(assessment, 0),
      response: {
        'q-assess-unit': { userAnswer: 3 },
        'q-assess-hottest-july': { userAnswer: 'cairo' },
      },
    });
    expect(response.status).toBe(201);
    const task = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/plot-city-temperatures/')),
    );
    const graph = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(task, 0),
      response: {
        'q-plot-latitude': { userAnswer: { plotType: 'scatter' }, preview: PNG_DATA_URL },
      },
    });
    const saved = expectShape(StepResponseSchema, await json(graph));
    const preview = saved.response['q-plot-latitude']?.preview ?? '';
    expect(preview).toMatch(/^\/media\/plots\/[0-9a-f]+\.png$/);
    const image = await student.get(preview);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(saved.response['q-plot-latitude']?.isCorrect).toBeNull();
  });

  it('computes the review with a performance percentage once the assessment is completed', async () => {
    await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(assessment, 1),
      response: { 'q-assess-winter-july': { userAnswer: [1, 2] } },
    });
    await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(assessment, 2),
      response: { 'q-assess-explain': { userAnswer: null } },
    });
    // Submitting every step with the answers it has completes the assessment.
    for (const step of assessment.steps) {
      const path = `/api/course-response/${enrollId}/${step.id}`;
      const stored = expectShape(StepResponseSchema, await json(await student.get(path)));
      const submitted = await student.put(path, { response: stored.response, submitted: true });
      expect(submitted.status).toBe(200);
    }
    const response = await student.get(
      `/api/analytics/usercourse/climate-data/lesson/${assessment.id}`,
    );
    expect(response.status).toBe(200);
    const review = expectShape(CourseReviewSchema, await json(response));
    expect(review.lesson).toBe(assessment.id);
    // Graded: unit (right), hottest July (right), winter months (wrong); the textarea is not.
    expect(review.performance).toBe(67);
    expect(review.answers).toHaveLength(3);
    const part1 = review.answers[0]?.response ?? {};
    expect(part1['q-assess-unit']).toMatchObject({
      isCorrect: true,
      answer: 3,
      userAnswer: 3,
      type: 'radio',
    });
    expect(part1['q-assess-unit']?.options).toEqual([
      'Kelvin',
      'Degrees Fahrenheit',
      'Degrees Celsius',
    ]);
    expect(review.answers[1]?.response['q-assess-winter-july']).toMatchObject({
      isCorrect: false,
      answer: [1, 2, 4],
    });
    expect(review.answers[2]?.response['q-assess-explain']).toMatchObject({
      isCorrect: null,
      userAnswer: null,
    });
  });

  it('reviews a graph answer with its graph type and axis check', async () => {
    const task = expectShape(
      LessonSchema,
      await json(await student.get('/api/lessons/plot-city-temperatures/')),
    );
    await student.put(`/api/course-response/${enrollId}/${stepId(task, 0)}`, {
      response: {
        'q-plot-latitude': {
          userAnswer: { graphType: 'scatter', xAttribute: 'latitude', yAttribute: 'rainfall' },
        },
      },
    });
    const review = expectShape(
      CourseReviewSchema,
      await json(await student.get(`/api/analytics/usercourse/1/lesson/${task.id}`)),
    );
    expect(review.answers[0]?.response['q-plot-latitude']?.userAnswerReview).toEqual({
      studentFeedback: null,
      dataConstruction: 'Wrong attributes on axis',
      graphType: 'scatter',
    });
  });

  it('marks a lesson completed once every step is attempted (assessments: submitted)', async () => {
    const summary = async (browser: Browser, slug: string) => {
      const course = expectShape(
        CourseSchema,
        await json(await browser.get('/api/courses/climate-data')),
      );
      return course.modules.flatMap((m) => m.lessons).find((l) => l.slug === slug);
    };
    expect((await summary(student, 'what-is-an-average-temperature'))?.is_completed).toBe(false);
    await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(intro, 1),
      response: {},
    });
    expect((await summary(student, 'what-is-an-average-temperature'))?.is_completed).toBe(true);
    // The teacher attempted the intro's steps but none of the assessment's.
    expect((await summary(teacher, 'what-is-an-average-temperature'))?.is_completed).toBe(true);
    expect((await summary(teacher, 'climate-check'))?.is_completed).toBe(false);
    // The student submitted every assessment step in the review test above.
    expect((await summary(student, 'climate-check'))?.is_completed).toBe(true);
  });
});
