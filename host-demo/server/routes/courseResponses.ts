import { Hono, type Context } from 'hono';
import {
  StepResponseCreateSchema,
  StepResponseUpdateSchema,
} from '../../../src/api/schemas/stepResponse';
import { bool, nowIso } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { conflict, forbidden, notFound } from '../http/httpError';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';
import { canUsePremium } from '../repos/access';
import { findEnrollmentById, type EnrollmentRow } from '../repos/courses';
import { findLessonById, findStep, type StepRow } from '../repos/lessons';
import { findCourseResponse, toApiStepResponse } from '../repos/stepResponses';
import { prepareAnswers } from '../services/answers';

export const courseResponseRoutes = new Hono<AppEnv>();

export const SUBMITTED_DETAIL = 'This step has been submitted and can no longer be changed.';

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

/** A step of the enrollment's course that the user may answer. */
function courseStep(c: Context<AppEnv>, enrollment: EnrollmentRow, stepId: number): StepRow {
  const { db } = c.get('server');
  const step = findStep(db, stepId);
  const lesson = step ? findLessonById(db, step.lesson_id) : undefined;
  const inCourse =
    lesson?.module_id != null &&
    db
      .prepare('SELECT 1 FROM modules WHERE id = ? AND course_id = ?')
      .get(lesson.module_id, enrollment.course_id) !== undefined;
  if (!step || !lesson || !inCourse) throw notFound('Step not found in this course.');
  if (!canUsePremium(c.get('user'), lesson))
    throw forbidden('This lesson requires a premium subscription.');
  return step;
}

courseResponseRoutes.get('/api/course-response/:enroll/:step', (c) => {
  const enrollment = ownEnrollment(c);
  const row = findCourseResponse(
    c.get('server').db,
    enrollment.id,
    parseId(c.req.param('step'), 'step id'),
  );
  if (!row) throw notFound('No response saved for this step.');
  return c.json(toApiStepResponse(row));
});

/** Creates the step's response (201); if one exists it is updated as PUT would (200). */
courseResponseRoutes.post('/api/course-response/:enroll', async (c) => {
  const enrollment = ownEnrollment(c);
  const payload = await readJson(c, StepResponseCreateSchema);
  const { db, mediaDir } = c.get('server');
  const step = courseStep(c, enrollment, payload.lesson_step);
  const existing = findCourseResponse(db, enrollment.id, step.id);
  if (existing && bool(existing.submitted)) throw conflict(SUBMITTED_DETAIL);
  const response = JSON.stringify(prepareAnswers(mediaDir, step, payload.response));
  db.prepare(
    `INSERT INTO course_responses (enrollment_id, lesson_step_id, response, attempt, submitted, modified)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (enrollment_id, lesson_step_id) DO UPDATE SET response = excluded.response,
       attempt = MAX(attempt, excluded.attempt), submitted = excluded.submitted,
       modified = excluded.modified`,
  ).run(
    enrollment.id,
    step.id,
    response,
    payload.attempt ? 1 : 0,
    payload.submitted ? 1 : 0,
    nowIso(),
  );
  const saved = findCourseResponse(db, enrollment.id, step.id);
  if (!saved) throw new Error('course response was not stored');
  return c.json(toApiStepResponse(saved), existing ? 200 : 201);
});

courseResponseRoutes.put('/api/course-response/:enroll/:step', async (c) => {
  const enrollment = ownEnrollment(c);
  const payload = await readJson(c, StepResponseUpdateSchema);
  const { db, mediaDir } = c.get('server');
  const step = courseStep(c, enrollment, parseId(c.req.param('step'), 'step id'));
  const existing = findCourseResponse(db, enrollment.id, step.id);
  if (!existing) throw notFound('No response saved for this step; create it with POST first.');
  if (bool(existing.submitted)) throw conflict(SUBMITTED_DETAIL);
  db.prepare(
    'UPDATE course_responses SET response = ?, attempt = ?, submitted = ?, modified = ? WHERE id = ?',
  ).run(
    JSON.stringify(prepareAnswers(mediaDir, step, payload.response)),
    // Once attempted, a step stays attempted.
    payload.attempt || bool(existing.attempt) ? 1 : 0,
    payload.submitted ? 1 : 0,
    nowIso(),
    existing.id,
  );
  const saved = findCourseResponse(db, enrollment.id, step.id);
  if (!saved) throw new Error('course response was not stored');
  return c.json(toApiStepResponse(saved));
});
