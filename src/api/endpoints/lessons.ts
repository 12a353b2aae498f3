import { api, settle, swallow, type CallResult } from '../client';
import { LessonSchema, type Lesson } from '../schemas/lesson';
import { LessonStepSchema, type LessonStep } from '../schemas/lessonStep';
import { requestOptions, seg, type CallOptions } from './callOptions';
import { lessonPath } from './paths';

/** GET /api/lessons/{id}/ (id or slug); undefined on any failure (spec section 7). */
export function fetchLesson(
  id: number | string,
  options: CallOptions = {},
): Promise<Lesson | undefined> {
  return swallow(api.request('GET', lessonPath(id), LessonSchema, requestOptions(options)));
}

/** GET /api/lessons/{id}/, telling a lesson that does not exist (404) apart from a failure. */
export function loadLesson(
  id: number | string,
  options: CallOptions = {},
): Promise<CallResult<Lesson>> {
  return settle(api.request('GET', lessonPath(id), LessonSchema, requestOptions(options)));
}

/** GET /api/lessons/{id}/{step}/; undefined on any failure. */
export function fetchLessonStep(
  lessonId: number | string,
  stepId: number,
  options: CallOptions = {},
): Promise<LessonStep | undefined> {
  return swallow(
    api.request(
      'GET',
      `/api/lessons/${seg(lessonId)}/${seg(stepId)}/`,
      LessonStepSchema,
      requestOptions(options),
    ),
  );
}
