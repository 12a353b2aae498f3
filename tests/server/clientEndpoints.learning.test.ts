/**
 * The widgets' typed calls (src/api/endpoints) against the real server (support/clientPage.ts):
 * the session and app config, courses, lessons and their answers.
 */
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_SUBMITTED_MESSAGE, STEP_SUBMITTED_MESSAGE } from '../../src/api/errors';
import * as endpoints from '../../src/api/endpoints';
import { PARTNER_APPNAME } from '../../src/api/schemas/appConfig';
import { browser, startClientServer, usePage } from './support/clientPage';

describe('endpoint functions against the development server', () => {
  startClientServer();

  it('reads the session: visitor, then a logged-in student, app config and preferences', async () => {
    usePage();
    expect(await endpoints.fetchCurrentUser()).toBeNull();
    await browser.login('student');
    expect((await endpoints.fetchCurrentUser())?.username).toBe('student');
    expect((await endpoints.fetchAppConfig()).appname).toBe('courses');
    await endpoints.savePreference('textSizePreference', 'large');
    expect(await endpoints.updatePreferences({ tour: 'v1' })).toEqual({
      textSizePreference: 'large',
      tour: 'v1',
    });
  });

  it('sees the partner variant on the partner host', async () => {
    usePage('http://127.0.0.1:3000');
    expect((await endpoints.fetchAppConfig()).appname).toBe(PARTNER_APPNAME);
    usePage();
  });

  it('runs a course: course, lesson, step, enroll, save, update, review', async () => {
    usePage();
    await browser.login('student');
    const course = await endpoints.fetchCourse('climate-data');
    expect(course?.enroll_id).toBe(0);
    expect((await endpoints.listCourses())?.length).toBe(2);
    const enrollment = await endpoints.enrollInCourse({
      course: course?.id ?? 0,
      user: 1,
      is_completed: false,
    });
    expect(enrollment?.id).toBeGreaterThan(0);
    const enrollId = enrollment?.id ?? 0;

    const lesson = await endpoints.fetchLesson('climate-check');
    const step = lesson?.steps[0];
    if (!lesson || !step) throw new Error('no lesson');
    expect(
      (await endpoints.fetchLessonStep(lesson.id, step.id))?.questions.map((q) => q.questionId),
    ).toEqual(['q-assess-unit', 'q-assess-hottest-july']);

    // Nothing saved yet is a normal state (204), not a failure.
    expect(await endpoints.fetchStepResponse(enrollId, step.id)).toBeNull();
    const created = await endpoints.createStepResponse(enrollId, {
      lesson_step: step.id,
      response: { 'q-assess-unit': { userAnswer: 3 } },
    });
    if (!created.ok) throw new Error(`not saved: ${created.status}`);
    // An open assessment returns neither a verdict nor the key.
    expect(created.data.response['q-assess-unit']).toEqual({
      userAnswer: 3,
      preview: null,
      isCorrect: null,
    });
    expect(created.data.answer_key).toBeNull();
    const updated = await endpoints.updateStepResponse(enrollId, step.id, {
      response: {
        'q-assess-unit': { userAnswer: 3 },
        'q-assess-hottest-july': { userAnswer: 'Lima' },
      },
      submitted: true,
    });
    expect(updated.ok && updated.data.submitted).toBe(true);
    // A submitted step refuses changes; the refusal keeps the server's reason.
    expect(await endpoints.updateStepResponse(enrollId, step.id, { response: {} })).toEqual({
      ok: false,
      status: 409,
      detail: STEP_SUBMITTED_MESSAGE,
    });
    expect((await endpoints.fetchCourseReview('climate-data', lesson.id))?.performance).toBeNull();

    // Submitting the other steps completes the assessment: now the review and the key are due.
    for (const other of lesson.steps.slice(1)) {
      const result = await endpoints.createStepResponse(enrollId, {
        lesson_step: other.id,
        response: {},
        submitted: true,
      });
      expect(result.ok, `step ${other.id}`).toBe(true);
    }
    const review = await endpoints.fetchCourseReview('climate-data', lesson.id);
    // Graded: unit (right), hottest July (wrong), winter months (unanswered).
    expect(review?.performance).toBe(33);
    const final = await endpoints.fetchStepResponse(enrollId, step.id);
    expect(final?.response['q-assess-hottest-july']?.isCorrect).toBe(false);
    expect(final?.answer_key?.['q-assess-hottest-july']?.answer).toBe('Cairo');
    expect(await endpoints.updateStepResponse(enrollId, step.id, { response: {} })).toEqual({
      ok: false,
      status: 409,
      detail: ASSESSMENT_SUBMITTED_MESSAGE,
    });
    expect((await endpoints.fetchCourse(course?.id ?? 0))?.enroll_id).toBe(enrollId);
  });

  it('swallows lesson and course failures into undefined', async () => {
    usePage();
    expect(await endpoints.fetchLesson(99999)).toBeUndefined();
    expect(await endpoints.fetchCourse('no-such-course')).toBeUndefined();
    expect(await endpoints.enrollInCourse({ course: 1, user: 1 })).toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });

  it('runs a lesson outside a course with user lessons', async () => {
    usePage();
    await browser.login('premium_student');
    const lesson = await endpoints.fetchLesson('ocean-temperatures-activity');
    if (!lesson) throw new Error('no lesson');
    expect(await endpoints.fetchUserLesson(lesson.id)).toBeNull();
    const userLesson = await endpoints.createUserLesson({ lesson: lesson.id });
    if (!userLesson) throw new Error('no user lesson');
    const stepId = lesson.steps[0]?.id ?? 0;
    expect(await endpoints.fetchUserLessonStep(userLesson.id, stepId)).toBeNull();
    const saved = await endpoints.createUserLessonStep(userLesson.id, {
      lesson_step: stepId,
      response: { 'q-ocean-mild': { userAnswer: 2 } },
    });
    // A plain save (Next) is not a check: no verdict yet.
    expect(saved.ok && saved.data.response['q-ocean-mild']?.isCorrect).toBeNull();
    expect((await endpoints.listUserLessonSteps(userLesson.id))?.map((s) => s.lesson_step)).toEqual(
      [stepId],
    );
    const checked = await endpoints.updateUserLessonStep(userLesson.id, stepId, {
      response: { 'q-ocean-mild': { userAnswer: 3 } },
      submitted: true,
    });
    if (!checked.ok) throw new Error(`not checked: ${checked.status}`);
    expect(checked.data.response['q-ocean-mild']?.isCorrect).toBe(false);
    expect(checked.data.answer_key?.['q-ocean-mild']?.answer).toBe(2);
    expect(
      (await endpoints.fetchUserLessonStep(userLesson.id, stepId))?.response['q-ocean-mild']
        ?.userAnswer,
    ).toBe(3);
    expect(
      (await endpoints.updateUserLesson(userLesson.id, { is_completed: true }))?.is_completed,
    ).toBe(true);
    expect((await endpoints.fetchUserLesson(lesson.id))?.id).toBe(userLesson.id);
  });
});
