import { Hono, type Context } from 'hono';
import {
  StepResponseCreateSchema,
  StepResponseUpdateSchema,
} from '../../../src/api/schemas/stepResponse';
import type { AppEnv } from '../http/appEnv';
import { forbidden, notFound } from '../http/httpError';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { canUsePremium, PREMIUM_LESSON_DETAIL } from '../repos/access';
import { findEnrollmentById, type EnrollmentRow } from '../repos/courses';
import { findLessonById, findStep, type LessonRow, type StepRow } from '../repos/lessons';
import {
  findCourseResponse,
  toApiStepResponse,
  type CourseResponseRow,
} from '../repos/stepResponses';
import { releasedKeyFor } from '../services/answerKeys';
import { writerOf } from '../http/answerWriter';
import { storeStepAnswers } from '../services/answers';
import { decideAnswerWrite } from '../services/answerWrites';

export const courseResponseRoutes = new Hono<AppEnv>();

/** The user's own enrollment from the path; anybody else's is not found. */
function ownEnrollment(c: Context<AppEnv>): EnrollmentRow {
  const user = requireUser(c);
  const enrollment = findEnrollmentById(
    c.get('server').db,
    parseId(c.req.param('enroll'), 'enroll id'),
  );
  if (!enrollment || enrollment.user_id !== user.id) throw notFound('Enrollment not found.');
  return enrollment;
}

/** A step of the enrollment's course, with its lesson; any other step is not found. */
function courseStep(
  c: Context<AppEnv>,
  enrollment: EnrollmentRow,
  stepId: number,
): { step: StepRow; lesson: LessonRow } {
  const { db } = c.get('server');
  const step = findStep(db, stepId);
  const lesson = step ? findLessonById(db, step.lesson_id) : undefined;
  const inCourse =
    lesson?.module_id != null &&
    db
      .prepare('SELECT 1 FROM modules WHERE id = ? AND course_id = ?')
      .get(lesson.module_id, enrollment.course_id) !== undefined;
  if (!step || !lesson || !inCourse) throw notFound('Step not found in this course.');
  return { step, lesson };
}

/** A step the user may answer: also refused (403) on premium content without the subscription. */
function answerableStep(c: Context<AppEnv>, enrollment: EnrollmentRow, stepId: number) {
  const found = courseStep(c, enrollment, stepId);
  if (!canUsePremium(c.get('user'), found.lesson)) throw forbidden(PREMIUM_LESSON_DETAIL);
  return found;
}

/** The stored response as the user may see it: verdicts and key only once released. */
function present(c: Context<AppEnv>, row: CourseResponseRow, lesson: LessonRow, step: StepRow) {
  const key = releasedKeyFor(c.get('server').db, c.get('user'), lesson, step);
  return toApiStepResponse(row, key);
}

function storedResponse(c: Context<AppEnv>, enrollmentId: number, stepId: number) {
  const saved = findCourseResponse(c.get('server').db, enrollmentId, stepId);
  if (!saved) throw new Error('course response was not stored');
  return saved;
}

/** 204 when nothing is saved for the step yet: a normal state, not an error. */
courseResponseRoutes.get('/api/course-response/:enroll/:step', (c) => {
  const enrollment = ownEnrollment(c);
  const { step, lesson } = courseStep(c, enrollment, parseId(c.req.param('step'), 'step id'));
  const row = findCourseResponse(c.get('server').db, enrollment.id, step.id);
  if (!row) return c.body(null, 204);
  return c.json(present(c, row, lesson, step));
});

/** Creates the step's response (201); if one exists it is updated as PUT would (200). */
courseResponseRoutes.post('/api/course-response/:enroll', async (c) => {
  const enrollment = ownEnrollment(c);
  const payload = await readJson(c, StepResponseCreateSchema);
  const { step, lesson } = answerableStep(c, enrollment, payload.lesson_step);
  const existing = findCourseResponse(c.get('server').db, enrollment.id, step.id);
  const decision = decideAnswerWrite(c.get('server').db, requireUser(c), lesson, existing, payload);
  if (decision === 'write')
    storeStepAnswers(writerOf(c), { kind: 'course', ownerId: enrollment.id }, step, payload);
  const saved = storedResponse(c, enrollment.id, step.id);
  return c.json(present(c, saved, lesson, step), existing ? 200 : 201);
});

courseResponseRoutes.put('/api/course-response/:enroll/:step', async (c) => {
  const enrollment = ownEnrollment(c);
  const payload = await readJson(c, StepResponseUpdateSchema);
  const { step, lesson } = answerableStep(c, enrollment, parseId(c.req.param('step'), 'step id'));
  const existing = findCourseResponse(c.get('server').db, enrollment.id, step.id);
  // Decided first: a completed assessment answers 409 even for a step it never saved.
  const decision = decideAnswerWrite(c.get('server').db, requireUser(c), lesson, existing, payload);
  if (!existing) throw notFound('No response saved for this step; create it with POST first.');
  if (decision === 'write')
    storeStepAnswers(writerOf(c), { kind: 'course', ownerId: enrollment.id }, step, payload);
  return c.json(present(c, storedResponse(c, enrollment.id, step.id), lesson, step));
});
