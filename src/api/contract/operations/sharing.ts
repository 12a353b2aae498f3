/** Short links, class sharing, assignments and the classroom services' grant. */
import * as v from 'valibot';
import {
  AssignmentListSchema,
  AssignmentPayloadSchema,
  AssignmentSchema,
  StreamPostResultSchema,
  StudentAssignmentListSchema,
} from '../../schemas/assignment';
import { ErrorBodySchema, SuccessSchema } from '../../schemas/common';
import {
  CLASSROOM_PROVIDERS,
  ClassroomListSchema,
  ClassroomSharePayloadSchema,
  EmailSharePayloadSchema,
  EmailShareResultSchema,
  InsufficientScopeSchema,
  IntegrationPayloadSchema,
  ShareResultSchema,
  ShortUrlPayloadSchema,
  ShortUrlSchema,
} from '../../schemas/sharing';
import { codeParam, error, idParam, ok, type Operation, type ParameterSpec } from '../operation';

const SHARING = 'Sharing and classes';

const provider: ParameterSpec = {
  schema: v.picklist(CLASSROOM_PROVIDERS),
  description: 'The classroom service.',
};
const shareBody = { kind: 'json', schema: ClassroomSharePayloadSchema } as const;
const notTeacher = error('A visitor, not a teacher, or no premium or Jr. subscription.');
const scopeOrRole = error(
  'Not a teacher, or the classroom service has not been granted access (the insufficient-scope body).',
  v.union([InsufficientScopeSchema, ErrorBodySchema]),
);

export const sharingOperations: Operation[] = [
  {
    id: 'fetchShortUrl',
    method: 'POST',
    path: '/api/misc/get_short_url/',
    tag: SHARING,
    summary: 'A short link to a page of this site',
    caller: 'user',
    body: { kind: 'json', schema: ShortUrlPayloadSchema },
    responses: {
      200: ok('The short link, on the configured public origin.', ShortUrlSchema),
      400: error('Invalid body, or `url` is not a page of this site.'),
      404: error('Content private to somebody else.'),
    },
  },
  {
    id: 'fetchShareClassrooms',
    method: 'GET',
    path: '/api/user-dataset/classroomshare/{type}/{code}/',
    tag: SHARING,
    summary: "The teacher's classes, each saying whether the content is shared there",
    caller: 'user',
    pathParams: {
      type: codeParam('dataset, userdataset, or lesson (the classes a lesson can be assigned to).'),
      code: codeParam('The content id or access_url.'),
    },
    responses: {
      200: ok('The classes.', ClassroomListSchema),
      400: error('An activity or data story (not shared with classes), or an unknown type.'),
      403: notTeacher,
      404: error('No such content, or content private to somebody else (before any role check).'),
    },
  },
  {
    id: 'shareWithClassroom',
    method: 'POST',
    path: '/api/teacher/classrooms/{classroomId}/sharewith/',
    tag: SHARING,
    summary: "Shares a dataset with one of the teacher's classes",
    caller: 'user',
    pathParams: { classroomId: idParam('The class id (as in the body).') },
    body: shareBody,
    responses: {
      200: ok('Shared.', ShareResultSchema),
      400: error('Invalid body, a path id that differs from the body, or content not shareable.'),
      403: notTeacher,
      404: error('No such class of the teacher, or content private to somebody else.'),
    },
  },
  {
    id: 'shareWithProviderClassroom',
    method: 'POST',
    path: '/api/teacher/classrooms/{classroomId}/sharewith-{provider}/',
    tag: SHARING,
    summary: 'Posts a dataset to a class of a classroom service',
    caller: 'user',
    pathParams: { classroomId: idParam('The class id (as in the body).'), provider },
    body: shareBody,
    responses: {
      200: ok(
        'Posted (or refused by the service: `message` says why).',
        v.object({
          message: v.string(),
          gassignment_id: v.nullable(v.string()),
        }),
      ),
      400: error('Invalid body, a class of another service, or content not shareable.'),
      403: scopeOrRole,
      404: error('No such class or provider, or content private to somebody else.'),
    },
  },
  {
    id: 'shareByEmail',
    method: 'POST',
    path: '/misc/sharedataset/',
    tag: SHARING,
    summary: 'Shares a page by e-mail',
    caller: 'anyone',
    body: {
      kind: 'form',
      schema: EmailSharePayloadSchema,
      description: 'multipart/form-data or urlencoded.',
    },
    responses: {
      200: ok('Sent.', EmailShareResultSchema),
      400: error('A missing or invalid field, or `page_link` is not a page of this site.'),
      404: error('A dataset page private to somebody else.'),
    },
  },
  {
    id: 'grantIntegration',
    method: 'POST',
    path: '/account/integration/{provider}/',
    tag: SHARING,
    summary: 'Grants classroom access with the OAuth authorization code',
    caller: 'user',
    pathParams: { provider },
    body: { kind: 'json', schema: IntegrationPayloadSchema },
    responses: {
      200: ok('Granted.', SuccessSchema),
      400: error('A code the consent page did not issue to this user, spent, or expired.'),
      404: error('Unknown provider.'),
    },
  },
  {
    id: 'revokeIntegration',
    method: 'POST',
    path: '/account/integration/{provider}/revoke/',
    tag: SHARING,
    summary: 'Revokes classroom access',
    caller: 'user',
    pathParams: { provider },
    responses: { 200: ok('Revoked.', SuccessSchema), 404: error('Unknown provider.') },
  },
  {
    id: 'listMyAssignments',
    method: 'GET',
    path: '/api/assignments/mine/',
    tag: SHARING,
    summary: "What was assigned to the student's classes",
    caller: 'user',
    responses: { 200: ok('The assignments.', StudentAssignmentListSchema) },
  },
  {
    id: 'listLessonAssignments',
    method: 'GET',
    path: '/api/assignments/lesson/{id}/',
    tag: SHARING,
    summary: "The teacher's assignments of a lesson",
    caller: 'user',
    pathParams: { id: idParam('The lesson id.') },
    responses: {
      200: ok('The assignments.', AssignmentListSchema),
      400: error('The id is not a positive integer.'),
      403: error('Not a teacher.'),
      404: error('No such lesson.'),
    },
  },
  {
    id: 'createLessonAssignment',
    method: 'POST',
    path: '/api/assignments/lesson/{id}/',
    tag: SHARING,
    summary: "Assigns a lesson to one of the teacher's classes",
    caller: 'user',
    pathParams: { id: idParam('The lesson id.') },
    body: { kind: 'json', schema: AssignmentPayloadSchema },
    responses: {
      201: ok('The assignment.', AssignmentSchema),
      403: notTeacher,
      404: error("No such lesson, or not one of the teacher's classes."),
    },
  },
  {
    id: 'postAssignmentToClassroom',
    method: 'POST',
    path: '/assignment/{provider}_stream_post/{id}/',
    tag: SHARING,
    summary: 'Posts an assignment to the classroom service',
    caller: 'user',
    pathParams: { provider, id: idParam('The assignment id.') },
    responses: {
      200: ok('Posted, or refused by the service (`success` false).', StreamPostResultSchema),
      400: error("The assignment's class is of another service."),
      403: scopeOrRole,
      404: error("Unknown provider, or not one of the teacher's assignments."),
    },
  },
];
