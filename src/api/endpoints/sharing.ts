import { api } from '../client';
import { SuccessSchema } from '../schemas/common';
import {
  ClassroomListSchema,
  EmailShareResultSchema,
  ProviderShareResultSchema,
  ShareResultSchema,
  ShortUrlSchema,
  type Classroom,
  type ClassroomProvider,
  type ClassroomSharePayload,
  type EmailSharePayload,
  type ProviderShareResult,
  type ShareResult,
  type ShortUrlPayload,
} from '../schemas/sharing';
import { requestOptions, seg, type CallOptions } from './callOptions';

/** POST /api/misc/get_short_url/: the short link (callers fall back to origin + path). */
export async function fetchShortUrl(
  payload: ShortUrlPayload,
  options: CallOptions = {},
): Promise<string> {
  const body = await api.request(
    'POST',
    '/api/misc/get_short_url/',
    ShortUrlSchema,
    requestOptions(options, { json: payload }),
  );
  return body.url;
}

/** GET /api/user-dataset/classroomshare/{type}/{code}/: the teacher's classes. */
export function fetchShareClassrooms(
  type: string,
  code: string | number,
  options: CallOptions = {},
): Promise<Classroom[]> {
  return api.request(
    'GET',
    `/api/user-dataset/classroomshare/${seg(type)}/${seg(code)}/`,
    ClassroomListSchema,
    requestOptions(options),
  );
}

/** POST /api/teacher/classrooms/{classroomId}/sharewith/. */
export function shareWithClassroom(
  payload: ClassroomSharePayload,
  options: CallOptions = {},
): Promise<ShareResult> {
  return api.request(
    'POST',
    `/api/teacher/classrooms/${seg(payload.classroomId)}/sharewith/`,
    ShareResultSchema,
    requestOptions(options, { json: payload }),
  );
}

/**
 * POST /api/teacher/classrooms/{classroomId}/sharewith-{provider}/. A 403 whose body is the
 * insufficient-scope error (see isInsufficientScope) asks the user to grant access.
 */
export function shareWithProviderClassroom(
  provider: ClassroomProvider,
  payload: ClassroomSharePayload,
  options: CallOptions = {},
): Promise<ProviderShareResult> {
  return api.request(
    'POST',
    `/api/teacher/classrooms/${seg(payload.classroomId)}/sharewith-${seg(provider)}/`,
    ProviderShareResultSchema,
    requestOptions(options, { json: payload }),
  );
}

/** POST /misc/sharedataset/ (multipart): share by e-mail. */
export function shareByEmail(
  payload: EmailSharePayload,
  options: CallOptions = {},
): Promise<{ success: boolean; message: string }> {
  const form = new FormData();
  form.set('page_link', payload.page_link);
  form.set('email', payload.email);
  form.set('sender_name', payload.sender_name ?? '');
  form.set('message', payload.message ?? '');
  form.set('type', payload.type);
  return api.request(
    'POST',
    '/misc/sharedataset/',
    EmailShareResultSchema,
    requestOptions(options, { body: form }),
  );
}

/** POST /account/integration/{provider}/ with the OAuth authCode: grants classroom access. */
export async function grantIntegration(
  provider: ClassroomProvider,
  authCode: string,
  options: CallOptions = {},
): Promise<boolean> {
  const body = await api.request(
    'POST',
    `/account/integration/${seg(provider)}/`,
    SuccessSchema,
    requestOptions(options, { json: { authCode } }),
  );
  return body.success;
}

/** POST /account/integration/{provider}/revoke/. */
export async function revokeIntegration(
  provider: ClassroomProvider,
  options: CallOptions = {},
): Promise<boolean> {
  const body = await api.request(
    'POST',
    `/account/integration/${seg(provider)}/revoke/`,
    SuccessSchema,
    requestOptions(options, { json: {} }),
  );
  return body.success;
}
