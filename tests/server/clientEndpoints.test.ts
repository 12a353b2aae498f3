/**
 * The widgets' typed calls (src/api/endpoints) against the real server: the page's API
 * client, with its anti-forgery header and response validation, talks to `app.request`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ASSESSMENT_SUBMITTED_MESSAGE,
  STEP_SUBMITTED_MESSAGE,
} from '../../src/api/errors';
import * as endpoints from '../../src/api/endpoints';
import { PARTNER_APPNAME } from '../../src/api/schemas/appConfig';
import {
  Browser,
  consentToClassroom,
  ownCaptureId,
  removeDir,
  startServer,
} from './support/testServer';

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('endpoint functions against the development server', () => {
  const server = startServer();
  let browser: Browser;

  /** Points the page's client at this server as `origin`, with a fresh cookie jar. */
  function usePage(origin = 'http://localhost') {
    browser = new Browser(server, origin);
    vi.stubGlobal('window', { COURSES_CONFIG: { apiBase: origin }, location: new URL(origin) });
    vi.stubGlobal('document', {
      get cookie() {
        return browser.cookieHeader();
      },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      // Like fetch: an aborted signal rejects before anything is sent.
      if (request.signal.aborted)
        throw new DOMException('The operation was aborted.', 'AbortError');
      return browser.send(request);
    });
  }

  beforeAll(() => usePage());
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    server.close();
    removeDir(server.dataDir);
  });

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

  it('reads vocabulary, keywords, about, notes and history', async () => {
    usePage();
    await browser.login('staff_teacher');
    expect((await endpoints.fetchVocabulary(1)).length).toBe(5);
    expect((await endpoints.fetchCourseDatasetAbout(1)).dataset_name).toBe(
      'World City Temperatures',
    );
    expect(await endpoints.fetchKeywordDefinition(5)).toMatch(/^::ai\{/);
    expect((await endpoints.fetchNotes('datasets', 1, 'dataset')).length).toBe(2);
    expect((await endpoints.fetchHistory('datasets', 1, 'dataset')).length).toBeGreaterThan(0);
    expect((await endpoints.fetchMetadataHistory('datasets', 1, 'dataset')).length).toBe(2);
    expect((await endpoints.fetchDataset('world-city-temperatures')).is_course_dataset).toBe(true);
    expect((await endpoints.listDatasets()).length).toBeGreaterThanOrEqual(4);
  });

  it('aborts a keyword request through its signal', async () => {
    usePage();
    const controller = new AbortController();
    controller.abort();
    await expect(
      endpoints.fetchKeywordDefinition(1, { signal: controller.signal }),
    ).rejects.toMatchObject({
      kind: 'aborted',
    });
  });

  it('throws ApiError with the status for other calls', async () => {
    usePage();
    await expect(endpoints.fetchKeywordDefinition(999)).rejects.toBeInstanceOf(ApiError);
    await expect(endpoints.fetchKeywordDefinition(999)).rejects.toMatchObject({ status: 404 });
  });

  it('manages datasets: privacy, upload, CSV update', async () => {
    usePage();
    await browser.login('premium_teacher');
    expect((await endpoints.updateDatasetPrivacy('my-bike-rides', 'Public', true)).privacy).toBe(
      'Public',
    );
    const form = new FormData();
    form.set(
      'file',
      new File(['Day,Steps\nMon,5400\nTue,7200\n'], 'steps.csv', { type: 'text/csv' }),
    );
    form.set('dataset_name', 'Daily Steps');
    const dataset = await endpoints.uploadUserDataset(form);
    expect(dataset).toMatchObject({ dataset_name: 'Daily Steps', is_user_dataset: true });
    const update = new FormData();
    update.set('file', new File(['Day,Steps\nMon,5400\nTue,7200\nWed,6100\n'], 'steps.csv'));
    expect(await endpoints.updateDatasetCsv(dataset.id, update)).toEqual({
      success: true,
      id: dataset.id,
      rows: 3,
      columns: 2,
    });
  });

  it('shares: short link, classes, class share, Google grant flow, e-mail', async () => {
    usePage();
    await browser.login('premium_teacher');
    expect(
      await endpoints.fetchShortUrl({ url: '/datasets/class-pets/', type: 'dataset', id: 5 }),
    ).toMatch(/\/s\//);
    const classes = await endpoints.fetchShareClassrooms('dataset', 'class-pets');
    expect(classes.map((c) => c.provider)).toEqual(['google', 'clever', 'other']);
    expect(
      (await endpoints.shareWithClassroom({ classroomId: 3, type: 'dataset', id: 5 })).message,
    ).toMatch(/Grade 8/);

    const payload = { classroomId: 1, type: 'dataset' as const, id: 5 };
    const refusal = await endpoints
      .shareWithProviderClassroom('google', payload)
      .catch((error: unknown) => error);
    expect(await endpoints.isInsufficientScope(refusal)).toBe(true);
    expect(await endpoints.readErrorBody(refusal)).toEqual({
      error: 'Insufficient Scope',
      code: 'insufficient_scope',
    });
    // The code the consent page hands the page that opened it.
    const { code = '' } = await consentToClassroom(browser);
    expect(await endpoints.grantIntegration('google', code)).toBe(true);
    expect((await endpoints.shareWithProviderClassroom('google', payload)).gassignment_id).toMatch(
      /^\d+$/,
    );
    expect(await endpoints.revokeIntegration('google')).toBe(true);

    const shared = await endpoints.shareByEmail({
      page_link: 'http://localhost/datasets/class-pets/',
      email: 'colleague@example.org',
      type: 'dataset',
    });
    expect(shared.success).toBe(true);
  });

  it('tells a 403 for a missing grant from a 403 for another reason', async () => {
    usePage();
    await browser.login('student');
    const other = await endpoints
      .fetchShareClassrooms('dataset', 1)
      .catch((error: unknown) => error);
    expect(other).toMatchObject({ status: 403 });
    expect(await endpoints.isInsufficientScope(other)).toBe(false);
  });

  it('sends feedback, bookmarks, plot images', async () => {
    usePage();
    await browser.login('teacher');
    const feedback = {
      title: 'Step 1',
      message: 'Looks good.',
      url: 'http://localhost/courses/climate-data/',
      user_type: 'TEACHER',
    };
    expect(await endpoints.submitFeedback(feedback)).toBe(200);
    expect(await endpoints.submitFeedback({ ...feedback, message: 'no' })).toBe(400);

    const bookmark = await endpoints.addBookmark({ object_type: 'lesson', object_id: 1 });
    expect((await endpoints.listBookmarks()).map((b) => b.id)).toEqual([bookmark.id]);
    await endpoints.removeBookmark(bookmark.id);
    expect(await endpoints.listBookmarks()).toEqual([]);

    expect(await endpoints.uploadPlotImage(await ownCaptureId(browser), 9, PNG_DATA_URL)).toMatch(
      /^\/media\/plots\/.+\.png$/,
    );
  });

  it('assigns a lesson and posts it to a Clever class', async () => {
    usePage();
    await browser.login('premium_teacher');
    const assignment = await endpoints.createLessonAssignment(1, {
      classroom: 2,
      instructions: 'Read it.',
    });
    expect((await endpoints.listLessonAssignments(1)).map((a) => a.id)).toContain(assignment.id);
    const posted = await endpoints.postAssignmentToClassroom('clever', assignment.id);
    expect(posted.success).toBe(true);
  });

  it('edits an activity in the content builder and sends it for review', async () => {
    usePage();
    await browser.login('premium_teacher');
    expect((await endpoints.updateBuilderActivity(4, { content: 'New question?' })).content).toBe(
      'New question?',
    );
    expect(await endpoints.submitActivityForReview(4)).toEqual({
      success: true,
      status: 'in_review',
    });
  });

  it('reads lookups and speech', async () => {
    usePage();
    expect((await endpoints.fetchDiscountSetting('SCHOOL_DISCOUNT')).value).toBe(35);
    expect((await endpoints.fetchPartnerIcons()).map((icon) => icon.value)).toContain('globe');
    const audio = await endpoints.fetchSpeechAudio('Hello class.');
    expect(audio.type).toBe('audio/wav');
    expect(
      Buffer.from(await audio.arrayBuffer())
        .subarray(0, 4)
        .toString('ascii'),
    ).toBe('RIFF');
    expect((await endpoints.fetchSpeechMarks('Hello class.')).map((m) => [m.start, m.end])).toEqual(
      [
        [0, 5],
        [6, 12],
      ],
    );
  });
});
