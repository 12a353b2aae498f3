import * as v from 'valibot';
import { api, settle, swallow, type CallResult } from '../client';
import {
  CourseSchema,
  CourseSummarySchema,
  EnrollmentSchema,
  type Course,
  type CourseSummary,
  type Enrollment,
  type EnrollmentPayload,
} from '../schemas/course';
import { CourseReviewSchema, type CourseReview } from '../schemas/review';
import { requestOptions, seg, type CallOptions } from './callOptions';
import { coursePath } from './paths';

/** GET /api/courses/{id} (id or access_url); undefined on any failure (spec section 7). */
export function fetchCourse(
  id: number | string,
  options: CallOptions = {},
): Promise<Course | undefined> {
  return swallow(api.request('GET', coursePath(id), CourseSchema, requestOptions(options)));
}

/** GET /api/courses/{id}, telling a course that does not exist (404) apart from a failure. */
export function loadCourse(
  id: number | string,
  options: CallOptions = {},
): Promise<CallResult<Course>> {
  return settle(api.request('GET', coursePath(id), CourseSchema, requestOptions(options)));
}

/** GET /api/courses/: every course, for index pages. */
export function listCourses(options: CallOptions = {}): Promise<CourseSummary[] | undefined> {
  return swallow(
    api.request('GET', '/api/courses/', v.array(CourseSummarySchema), requestOptions(options)),
  );
}

/**
 * POST /api/courses/enroll/. Resolves to the enrollment (its id becomes the course's
 * enroll_id), or undefined when enrolling failed (visitor, premium course for a free user).
 */
export function enrollInCourse(
  payload: EnrollmentPayload,
  options: CallOptions = {},
): Promise<Enrollment | undefined> {
  return swallow(
    api.request(
      'POST',
      '/api/courses/enroll/',
      EnrollmentSchema,
      requestOptions(options, { json: payload }),
    ),
  );
}

/** GET /api/analytics/usercourse/{course}/lesson/{lesson}: the completion page's review. */
export function fetchCourseReview(
  course: number | string,
  lesson: number | string,
  options: CallOptions = {},
): Promise<CourseReview | undefined> {
  return swallow(
    api.request(
      'GET',
      `/api/analytics/usercourse/${seg(course)}/lesson/${seg(lesson)}`,
      CourseReviewSchema,
      requestOptions(options),
    ),
  );
}
