import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseSchema } from '../../src/api/schemas/course';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { LessonSchema, type Lesson } from '../../src/api/schemas/lesson';
import { CourseReviewSchema } from '../../src/api/schemas/review';
import { StepResponseSchema } from '../../src/api/schemas/stepResponse';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

/** A 1×1 transparent PNG. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('course responses: saving, grading, review', () => {
  const server = startServer();
  const student = new Browser(server);
  let enrollId = 0;
  let intro: Lesson;
  let assessment: Lesson;

  beforeAll(async () => {
    await student.login('student');
    const enrolled = await student.post('/api/courses/enroll/', { course: 1, user: 1 });
    enrollId = ((await json(enrolled)) as { id: number }).id;
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

  const stepId = (lesson: Lesson, index: number) => {
    const step = lesson.steps[index];
    if (!step) throw new Error(`no step ${index}`);
    return step.id;
  };

  it('answers 404 before anything is saved', async () => {
    const response = await student.get(`/api/course-response/${enrollId}/${stepId(intro, 0)}`);
    expect(response.status).toBe(404);
    expectShape(ErrorBodySchema, await json(response));
  });

  it('grades a radio answer on create, ignoring what the client claims', async () => {
    const response = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(intro, 0),
      response: { 'q-climate-meaning': { userAnswer: 1, isCorrect: true } },
      attempt: true,
      submitted: false,
    });
    expect(response.status).toBe(201);
    const saved = expectShape(StepResponseSchema, await json(response));
    expect(saved).toMatchObject({
      lesson_step: stepId(intro, 0),
      user_course: enrollId,
      attempt: true,
      submitted: false,
    });
    expect(saved.response['q-climate-meaning']?.isCorrect).toBe(false);
  });

  it('updates with PUT and reads it back with GET', async () => {
    const path = `/api/course-response/${enrollId}/${stepId(intro, 0)}`;
    const put = await student.put(path, {
      response: { 'q-climate-meaning': { userAnswer: 2 } },
      attempt: true,
    });
    expect(put.status).toBe(200);
    expect(
      expectShape(StepResponseSchema, await json(put)).response['q-climate-meaning']?.isCorrect,
    ).toBe(true);
    const got = expectShape(StepResponseSchema, await json(await student.get(path)));
    expect(got.response['q-climate-meaning']).toEqual({
      userAnswer: 2,
      preview: null,
      isCorrect: true,
    });
  });

  it('grades text case- and space-insensitively and checkbox as a set', async () => {
    const response = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(intro, 1),
      response: {
        'q-singapore-annual': { userAnswer: '  27.5 ' },
        'q-below-zero': { userAnswer: [4, 1, 3] },
      },
    });
    const saved = expectShape(StepResponseSchema, await json(response));
    expect(saved.response['q-singapore-annual']?.isCorrect).toBe(true);
    expect(saved.response['q-below-zero']?.isCorrect).toBe(true);

    const wrong = await student.put(`/api/course-response/${enrollId}/${stepId(intro, 1)}`, {
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
    const response = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(intro, 2),
      response: { 'q-explain-average': { userAnswer: 'Averages smooth out single days.' } },
    });
    expect(
      expectShape(StepResponseSchema, await json(response)).response['q-explain-average']
        ?.isCorrect,
    ).toBeNull();
  });

  it('makes a submitted step read-only', async () => {
    const path = `/api/course-response/${enrollId}/${stepId(intro, 2)}`;
    const submit = await student.put(path, {
      response: { 'q-explain-average': { userAnswer: 'Final answer.' } },
      submitted: true,
    });
    expect(expectShape(StepResponseSchema, await json(submit)).submitted).toBe(true);
    const change = await student.put(path, {
      response: { 'q-explain-average': { userAnswer: 'Changed.' } },
    });
    expect(change.status).toBe(409);
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

  it('computes the review with a performance percentage from the stored answers', async () => {
    await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId(assessment, 1),
      response: { 'q-assess-winter-july': { userAnswer: [1, 2] } },
    });
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
    const summary = async (slug: string) => {
      const course = expectShape(
        CourseSchema,
        await json(await student.get('/api/courses/climate-data')),
      );
      return course.modules.flatMap((m) => m.lessons).find((l) => l.slug === slug);
    };
    expect((await summary('what-is-an-average-temperature'))?.is_completed).toBe(true);
    expect((await summary('climate-check'))?.is_completed).toBe(false);
    for (const [index, step] of assessment.steps.entries()) {
      const path = `/api/course-response/${enrollId}/${step.id}`;
      const existing = await student.get(path);
      const body = { response: {}, attempt: true, submitted: true };
      const saved =
        existing.status === 200
          ? await student.put(path, body)
          : await student.post(`/api/course-response/${enrollId}`, {
              ...body,
              lesson_step: step.id,
            });
      expect(saved.status, `step ${index}`).toBeLessThan(300);
    }
    expect((await summary('climate-check'))?.is_completed).toBe(true);
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
