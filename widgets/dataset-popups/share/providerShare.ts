import * as v from 'valibot';
import {
  api,
  CLASSROOM_DISABLED_PREFIX,
  type ClassroomProvider,
  type ClassroomSharePayload,
} from '@courses/runtime';

/**
 * The body of POST /api/teacher/classrooms/{id}/sharewith-{provider}/, read leniently: the
 * runtime's strict schema would turn an empty body or a refusal without an assignment id into
 * a generic shape error, and spec section 8 gives each of them its own message.
 */
const ProviderPostBodySchema = v.nullable(
  v.object({
    message: v.optional(v.nullable(v.string()), null),
    gassignment_id: v.optional(v.nullable(v.string()), null),
  }),
);
type ProviderPostBody = v.InferOutput<typeof ProviderPostBodySchema>;

export type ProviderPostOutcome =
  | { kind: 'posted' }
  /** Several Google accounts are signed in: access is revoked, the user picks one. */
  | { kind: 'classroom-disabled' }
  | { kind: 'empty' }
  | { kind: 'refused'; message: string };

/** Tells a post apart by its body (spec section 8). */
export function classifyProviderPost(body: ProviderPostBody): ProviderPostOutcome {
  const message = body?.message?.trim() ?? '';
  if (message.startsWith(CLASSROOM_DISABLED_PREFIX)) return { kind: 'classroom-disabled' };
  if (body?.gassignment_id) return { kind: 'posted' };
  if (message === '') return { kind: 'empty' };
  return { kind: 'refused', message };
}

/** Shares with a class at a classroom service (Google, Clever). Throws ApiError on HTTP errors. */
export async function postToProviderClassroom(
  provider: ClassroomProvider,
  payload: ClassroomSharePayload,
): Promise<ProviderPostOutcome> {
  const id = encodeURIComponent(String(payload.classroomId));
  const body = await api.request(
    'POST',
    `/api/teacher/classrooms/${id}/sharewith-${encodeURIComponent(provider)}/`,
    ProviderPostBodySchema,
    { json: payload },
  );
  return classifyProviderPost(body);
}
