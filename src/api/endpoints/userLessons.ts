import * as v from 'valibot';
import { api, settle, swallow, type CallResult } from '../client';
import {
  UserLessonSchema,
  UserLessonStepSchema,
  type UserLesson,
  type UserLessonCreate,
  type UserLessonStep,
  type UserLessonStepCreate,
  type UserLessonStepUpdate,
  type UserLessonUpdate,
} from '../schemas/stepResponse';
import { requestOptions, seg, type CallOptions } from './callOptions';

/**
 * GET /api/user-lessons/lessons/{lessonId}/: null when the user has none yet (204),
 * undefined when the call failed.
 */
export function fetchUserLesson(
  lessonId: number,
  options: CallOptions = {},
): Promise<UserLesson | null | undefined> {
  return swallow(
    api.request(
      'GET',
      `/api/user-lessons/lessons/${seg(lessonId)}/`,
      v.nullable(UserLessonSchema),
      requestOptions(options),
    ),
  );
}

/** POST /api/user-lessons/; returns the existing user lesson when there is one. */
export function createUserLesson(
  payload: UserLessonCreate,
  options: CallOptions = {},
): Promise<UserLesson | undefined> {
  return swallow(
    api.request(
      'POST',
      '/api/user-lessons/',
      UserLessonSchema,
      requestOptions(options, { json: payload }),
    ),
  );
}

/** PUT /api/user-lessons/{id}/ (marks the lesson completed). */
export function updateUserLesson(
  userLessonId: number,
  payload: UserLessonUpdate,
  options: CallOptions = {},
): Promise<UserLesson | undefined> {
  return swallow(
    api.request(
      'PUT',
      `/api/user-lessons/${seg(userLessonId)}/`,
      UserLessonSchema,
      requestOptions(options, { json: payload }),
    ),
  );
}

/** POST /api/user-lessons/{id}/steps/; a refusal keeps the server's reason (409). */
export function createUserLessonStep(
  userLessonId: number,
  payload: UserLessonStepCreate,
  options: CallOptions = {},
): Promise<CallResult<UserLessonStep>> {
  return settle(
    api.request(
      'POST',
      `/api/user-lessons/${seg(userLessonId)}/steps/`,
      UserLessonStepSchema,
      requestOptions(options, { json: payload }),
    ),
  );
}

/** GET /api/user-lessons/{id}/steps/. */
export function listUserLessonSteps(
  userLessonId: number,
  options: CallOptions = {},
): Promise<UserLessonStep[] | undefined> {
  return swallow(
    api.request(
      'GET',
      `/api/user-lessons/${seg(userLessonId)}/steps/`,
      v.array(UserLessonStepSchema),
      requestOptions(options),
    ),
  );
}

/**
 * GET /api/user-lessons/{id}/steps/{stepId}/ (stepId is the lesson step's id): null when
 * nothing is saved yet (204), undefined when the call failed.
 */
export function fetchUserLessonStep(
  userLessonId: number,
  stepId: number,
  options: CallOptions = {},
): Promise<UserLessonStep | null | undefined> {
  return swallow(
    api.request(
      'GET',
      `/api/user-lessons/${seg(userLessonId)}/steps/${seg(stepId)}/`,
      v.nullable(UserLessonStepSchema),
      requestOptions(options),
    ),
  );
}

/** PUT /api/user-lessons/{id}/steps/{stepId}/; a refusal keeps the server's reason (409). */
export function updateUserLessonStep(
  userLessonId: number,
  stepId: number,
  payload: UserLessonStepUpdate,
  options: CallOptions = {},
): Promise<CallResult<UserLessonStep>> {
  return settle(
    api.request(
      'PUT',
      `/api/user-lessons/${seg(userLessonId)}/steps/${seg(stepId)}/`,
      UserLessonStepSchema,
      requestOptions(options, { json: payload }),
    ),
  );
}
