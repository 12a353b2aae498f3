/**
 * Answer keys reach a learner only when due: an assessment's once it is completed, another
 * lesson's step once it is checked. Teachers review with the key at all times.
 * Here: the lessons of a course.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../../src/api/schemas/lesson';
import { StepResponseSchema } from '../../src/api/schemas/stepResponse';
import {
  enroll,
  expectStepWithKey,
  expectStepWithoutKey,
  fetchLesson,
  fetchReview,
  fetchStep,
  stepOf,
  verdicts,
} from './support/answerKeys';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

const PRACTICE = 'practice-averages-and-ranges';
const ASSESSMENT = 'climate-check';

describe('answer keys in course lessons', () => {
  const server = startServer();
  const visitor = new Browser(server);
  const student = new Browser(server);
  const teacher = new Browser(server);
  let studentEnroll = 0;
  let teacherEnroll = 0;
  let practice: Lesson;
  let assessment: Lesson;

  beforeAll(async () => {
    await student.login('student');
    await teacher.login('teacher');
    studentEnroll = await enroll(student, 1);
    teacherEnroll = await enroll(teacher, 3);
    practice = await fetchLesson(teacher, PRACTICE);
    assessment = await fetchLesson(teacher, ASSESSMENT);
  });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  const review = (browser: Browser) => fetchReview(browser, ASSESSMENT);
  const step = fetchStep;

  it('keeps the keys out of lessons and steps for a visitor and a student', async () => {
    for (const browser of [visitor, student]) {
      for (const slug of [PRACTICE, ASSESSMENT]) {
        const lesson = await fetchLesson(browser, slug);
        lesson.steps.forEach(expectStepWithoutKey);
        // The questions themselves are still there, only their keys are gone.
        const full = slug === PRACTICE ? practice : assessment;
        expect(lesson.steps.map((s) => s.questions.map((q) => q.question))).toEqual(
          full.steps.map((s) => s.questions.map((q) => q.question)),
        );
        expectStepWithoutKey(await step(browser, lesson, 0));
      }
    }
  });

  it('gives a teacher the keys in lessons and steps', async () => {
    for (const lesson of [practice, assessment]) {
      lesson.steps.forEach(expectStepWithKey);
      expectStepWithKey(await step(teacher, lesson, 0));
    }
    expect(stepOf(assessment, 0).questions[0]?.answer).toBe(3);
  });

  it('practice: a plain save returns no verdict; the check returns verdicts and key at once', async () => {
    const stepId = stepOf(practice, 0).id;
    const answers = {
      'q-range-moscow': { userAnswer: '25.4' },
      'q-smallest-range': { userAnswer: 1 },
    };
    const saved = await student.post(`/api/course-response/${studentEnroll}`, {
      lesson_step: stepId,
      response: answers,
    });
    expect(saved.status).toBe(201);
    const plain = expectShape(StepResponseSchema, await json(saved));
    expect(verdicts(plain.response)).toEqual({ 'q-range-moscow': null, 'q-smallest-range': null });
    expect(plain.answer_key).toBeNull();
    const path = `/api/course-response/${studentEnroll}/${stepId}`;
    const read = expectShape(StepResponseSchema, await json(await student.get(path)));
    expect(read.answer_key).toBeNull();
    expect(verdicts(read.response)).toEqual({ 'q-range-moscow': null, 'q-smallest-range': null });

    const checked = expectShape(
      StepResponseSchema,
      await json(await student.put(path, { response: answers, submitted: true })),
    );
    expect(verdicts(checked.response)).toEqual({
      'q-range-moscow': true,
      'q-smallest-range': false,
    });
    expect(checked.answer_key).toEqual({
      'q-range-moscow': { answer: '25.4', solution: '$19.2 - (-6.2) = 25.4$ °C.', preview: null },
      'q-smallest-range': {
        answer: 2,
        solution: expect.stringContaining('Singapore'),
        preview: null,
      },
    });
    const again = expectShape(StepResponseSchema, await json(await student.get(path)));
    expect(again.answer_key).toEqual(checked.answer_key);
    expect(verdicts(again.response)).toEqual(verdicts(checked.response));
  });

  it('practice: the checked step is released in the lesson, the next one is not', async () => {
    const lesson = await fetchLesson(student, PRACTICE);
    expect(lesson.steps[0]).toEqual(practice.steps[0]);
    expectStepWithoutKey(stepOf(lesson, 1));
    expectStepWithKey(await step(student, lesson, 0));
    expectStepWithoutKey(await step(student, lesson, 1));
    // Another student's check releases nothing for this one.
    const other = new Browser(server);
    await other.login('premium_student');
    (await fetchLesson(other, PRACTICE)).steps.forEach(expectStepWithoutKey);
  });

  it('practice: a check as the first save (POST) returns verdicts and key', async () => {
    const response = await student.post(`/api/course-response/${studentEnroll}`, {
      lesson_step: stepOf(practice, 1).id,
      response: {
        'q-mean-lima': { userAnswer: '19.6' },
        'q-southern-cities': { userAnswer: [2, 3] },
      },
      submitted: true,
    });
    expect(response.status).toBe(201);
    const checked = expectShape(StepResponseSchema, await json(response));
    expect(verdicts(checked.response)).toEqual({ 'q-mean-lima': true, 'q-southern-cities': true });
    expect(Object.keys(checked.answer_key ?? {})).toEqual(['q-mean-lima', 'q-southern-cities']);
  });

  it('assessment: no verdict, key or performance anywhere until it is completed', async () => {
    const first = stepOf(assessment, 0).id;
    const path = `/api/course-response/${studentEnroll}/${first}`;
    const answers = {
      'q-assess-unit': { userAnswer: 3 },
      'q-assess-hottest-july': { userAnswer: 'Lima' },
    };
    const writes = [
      await student.post(`/api/course-response/${studentEnroll}`, {
        lesson_step: first,
        response: answers,
      }),
      await student.put(path, { response: answers }),
      // Even a submitted step of an open assessment stays without its key.
      await student.put(path, { response: answers, submitted: true }),
      await student.get(path),
    ];
    for (const response of writes) {
      expect(response.status).toBeLessThan(300);
      const body = expectShape(StepResponseSchema, await json(response));
      expect(body.answer_key).toBeNull();
      expect(verdicts(body.response)).toEqual({
        'q-assess-unit': null,
        'q-assess-hottest-july': null,
      });
    }
    const open = await review(student);
    expect(open.performance).toBeNull();
    const questions = open.answers.flatMap((a) => Object.values(a.response));
    expect(questions.length).toBe(4);
    for (const q of questions)
      expect([q.answer, q.solution, q.isCorrect]).toEqual([null, null, null]);
    expect(open.answers[0]?.response['q-assess-unit']?.userAnswer).toBe(3);
    (await fetchLesson(student, ASSESSMENT)).steps.forEach(expectStepWithoutKey);
  });

  it('assessment: completing it releases every step in every response', async () => {
    await student.post(`/api/course-response/${studentEnroll}`, {
      lesson_step: stepOf(assessment, 1).id,
      response: { 'q-assess-winter-july': { userAnswer: [1, 2, 4] } },
      submitted: true,
    });
    const last = await student.post(`/api/course-response/${studentEnroll}`, {
      lesson_step: stepOf(assessment, 2).id,
      response: { 'q-assess-explain': { userAnswer: 'Madrid is warmer.' } },
      submitted: true,
    });
    // The write that completes the assessment already carries the key.
    expect(expectShape(StepResponseSchema, await json(last)).answer_key).toHaveProperty(
      'q-assess-explain',
    );
    const done = await review(student);
    // Unit right, hottest July wrong, winter months right: 2 of 3.
    expect(done.performance).toBe(67);
    expect(done.answers[0]?.response['q-assess-unit']).toMatchObject({
      answer: 3,
      isCorrect: true,
      solution: 'Degrees Celsius (°C).',
    });
    expect(done.answers[0]?.response['q-assess-hottest-july']?.isCorrect).toBe(false);
    const lesson = await fetchLesson(student, ASSESSMENT);
    expect(lesson.is_completed).toBe(true);
    lesson.steps.forEach(expectStepWithKey);
    expectStepWithKey(await step(student, lesson, 1));
    const first = expectShape(
      StepResponseSchema,
      await json(
        await student.get(`/api/course-response/${studentEnroll}/${stepOf(assessment, 0).id}`),
      ),
    );
    expect(verdicts(first.response)).toEqual({
      'q-assess-unit': true,
      'q-assess-hottest-july': false,
    });
    expect(first.answer_key?.['q-assess-hottest-july']?.answer).toBe('Cairo');
  });

  it('gives a teacher verdicts and keys on every response before any check', async () => {
    const first = stepOf(assessment, 0).id;
    const path = `/api/course-response/${teacherEnroll}/${first}`;
    const answers = { 'q-assess-unit': { userAnswer: 1 } };
    const responses = [
      await teacher.post(`/api/course-response/${teacherEnroll}`, {
        lesson_step: first,
        response: answers,
      }),
      await teacher.put(path, { response: answers }),
      await teacher.get(path),
    ];
    for (const response of responses) {
      const body = expectShape(StepResponseSchema, await json(response));
      expect(verdicts(body.response)).toEqual({ 'q-assess-unit': false });
      expect(body.answer_key?.['q-assess-unit']).toEqual({
        answer: 3,
        solution: 'Degrees Celsius (°C).',
        preview: null,
      });
    }
    const teacherReview = await review(teacher);
    expect(teacherReview.answers[0]?.response['q-assess-unit']).toMatchObject({
      answer: 3,
      isCorrect: false,
    });
    // The assessment is not completed for the teacher: no performance yet.
    expect(teacherReview.performance).toBeNull();
  });
});
