import { Hono, type Context } from 'hono';
import {
  StepResponseCreateSchema,
  StepResponseUpdateSchema,
} from '../../../src/api/schemas/stepResponse';
import type { AppEnv } from '../http/appEnv';
import { Forbidden, NotFound } from '../services/errors';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { canUsePremium, PREMIUM_LESSON_DETAIL } from '../repos/access';
import { findEnrollmentById, isModuleOfCourse, type EnrollmentRow } from '../repos/courses';
import { findLessonById, findStep, type LessonRow, type StepRow } from '../repos/lessons';
import type { AnswerPlace } from '../services/answers';
import { replyWithAnswers, replyWithSaved } from './stepAnswers';

export const courseResponseRoutes = new Hono<AppEnv>();

/** The user's own enrollment from the path; anybody else's is not found. */
function ownEnrollment(c: Context<AppEnv>): EnrollmentRow {
  const user = requireUser(c);
  const enrollment = findEnrollmentById(
    c.get('server').db,
    parseId(c.req.param('enroll'), 'enroll id'),
  );
  if (!enrollment || enrollment.user_id !== user.id) throw new NotFound('Enrollment not found.');
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
    lesson?.module_id != null && isModuleOfCourse(db, lesson.module_id, enrollment.course_id);
  if (!step || !lesson || !inCourse) throw new NotFound('Step not found in this course.');
  return { step, lesson };
}

/** A step the user may answer: also refused (403) on premium content without the subscription. */
function answerableStep(c: Context<AppEnv>, enrollment: EnrollmentRow, stepId: number) {
  const found = courseStep(c, enrollment, stepId);
  if (!canUsePremium(c.get('user'), found.lesson)) throw new Forbidden(PREMIUM_LESSON_DETAIL);
  return found;
}

/** A course's answers are kept as the enrollment's course responses. */
function responsesOf(enrollment: EnrollmentRow): AnswerPlace<'course'> {
  return { kind: 'course', ownerId: enrollment.id };
}

/** 204 when nothing is saved for the step yet: a normal state, not an error. */
courseResponseRoutes.get('/api/course-response/:enroll/:step', (c) => {
  const enrollment = ownEnrollment(c);
  const at = courseStep(c, enrollment, parseId(c.req.param('step'), 'step id'));
  return replyWithAnswers(c, responsesOf(enrollment), at);
});

/** Creates the step's response (201); if one exists it is updated as PUT would (200). */
courseResponseRoutes.post('/api/course-response/:enroll', async (c) => {
  const enrollment = ownEnrollment(c);
  const payload = await readJson(c, StepResponseCreateSchema);
  const at = answerableStep(c, enrollment, payload.lesson_step);
  return replyWithSaved(c, responsesOf(enrollment), at, { payload, mode: 'create' });
});

courseResponseRoutes.put('/api/course-response/:enroll/:step', async (c) => {
  const enrollment = ownEnrollment(c);
  const payload = await readJson(c, StepResponseUpdateSchema);
  const at = answerableStep(c, enrollment, parseId(c.req.param('step'), 'step id'));
  return replyWithSaved(c, responsesOf(enrollment), at, { payload, mode: 'update' });
});
