import { seg } from './callOptions';

/**
 * Paths of the calls that are also sent before the client's code has arrived
 * (src/loader/startCalls.ts): one place, so an early call and the client's own match.
 */
export const coursePath = (id: number | string): string => `/api/courses/${seg(id)}`;
export const lessonPath = (id: number | string): string => `/api/lessons/${seg(id)}/`;
export const stepResponsePath = (enrollId: number, stepId: number): string =>
  `/api/course-response/${seg(enrollId)}/${seg(stepId)}`;
