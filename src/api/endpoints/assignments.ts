import { api } from '../client';
import {
  AssignmentListSchema,
  AssignmentSchema,
  StreamPostResultSchema,
  StudentAssignmentListSchema,
  type Assignment,
  type StudentAssignment,
  type AssignmentPayload,
  type StreamPostResult,
} from '../schemas/assignment';
import type { ClassroomProvider } from '../schemas/sharing';
import { requestOptions, seg, type CallOptions } from './callOptions';

/** GET /api/assignments/mine/: what was assigned to the current student's classes. */
export function listMyAssignments(options: CallOptions = {}): Promise<StudentAssignment[]> {
  return api.request(
    'GET',
    '/api/assignments/mine/',
    StudentAssignmentListSchema,
    requestOptions(options),
  );
}

/** GET /api/assignments/lesson/{id}/: the teacher's assignments of a lesson. */
export function listLessonAssignments(
  lessonId: number,
  options: CallOptions = {},
): Promise<Assignment[]> {
  return api.request(
    'GET',
    `/api/assignments/lesson/${seg(lessonId)}/`,
    AssignmentListSchema,
    requestOptions(options),
  );
}

/** POST /api/assignments/lesson/{id}/: assigns the lesson to one of the teacher's classes. */
export function createLessonAssignment(
  lessonId: number,
  payload: AssignmentPayload,
  options: CallOptions = {},
): Promise<Assignment> {
  return api.request(
    'POST',
    `/api/assignments/lesson/${seg(lessonId)}/`,
    AssignmentSchema,
    requestOptions(options, { json: payload }),
  );
}

/**
 * POST /assignment/{provider}_stream_post/{id}/: posts an assignment to the classroom
 * service. A 403 with the insufficient-scope body asks for a grant (isInsufficientScope).
 */
export function postAssignmentToClassroom(
  provider: ClassroomProvider,
  assignmentId: number,
  options: CallOptions = {},
): Promise<StreamPostResult> {
  return api.request(
    'POST',
    `/assignment/${seg(provider.toLowerCase())}_stream_post/${seg(assignmentId)}/`,
    StreamPostResultSchema,
    requestOptions(options, { json: {} }),
  );
}
