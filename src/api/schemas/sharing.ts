import * as v from 'valibot';
import { IdSchema } from './common';
import { ContentTypeSchema } from './dataset';

export const CLASSROOM_PROVIDERS = ['google', 'clever', 'other'] as const;
export type ClassroomProvider = (typeof CLASSROOM_PROVIDERS)[number];

export const ClassroomSchema = v.object({
  id: IdSchema,
  class_grade: v.string(),
  section: v.string(),
  /** The class id at the classroom service; null for classes made in the product. */
  gclass_id: v.optional(v.nullable(v.string()), null),
  provider: v.picklist(CLASSROOM_PROVIDERS),
  /** The content was already shared with this class. */
  isShared: v.boolean(),
  /** Client-side progress flag; the server always sends false. */
  isSharing: v.optional(v.boolean(), false),
});
export type Classroom = v.InferOutput<typeof ClassroomSchema>;
export const ClassroomListSchema = v.array(ClassroomSchema);

export { ShortUrlPayloadSchema, type ShortUrlPayload } from './shortUrl';
export const ShortUrlSchema = v.object({ url: v.string() });

/** POST /api/teacher/classrooms/{classroomId}/sharewith/ and sharewith-{provider}/. */
export const ClassroomSharePayloadSchema = v.object({
  classroomId: IdSchema,
  type: ContentTypeSchema,
  id: IdSchema,
});
export type ClassroomSharePayload = v.InferInput<typeof ClassroomSharePayloadSchema>;

export const ShareResultSchema = v.object({ message: v.string() });
export type ShareResult = v.InferOutput<typeof ShareResultSchema>;

/**
 * Read leniently on purpose: spec section 8 gives an empty reply and a refusal without an
 * assignment id their own messages, so they must reach the caller rather than fail the schema.
 */
export const ProviderShareResultSchema = v.pipe(
  v.nullable(
    v.object({
      message: v.optional(v.nullable(v.string()), null),
      /** The classroom-assignment id at the provider; none when the post did not happen. */
      gassignment_id: v.optional(v.nullable(v.string()), null),
    }),
  ),
  v.transform((body) => ({
    message: body?.message ?? '',
    gassignment_id: body?.gassignment_id ?? null,
  })),
);
export type ProviderShareResult = v.InferOutput<typeof ProviderShareResultSchema>;

/** 403 body when the classroom service has not been granted access (spec section 8). */
export const INSUFFICIENT_SCOPE_CODE = 'insufficient_scope';
export const InsufficientScopeSchema = v.object({
  error: v.string(),
  code: v.literal(INSUFFICIENT_SCOPE_CODE),
});

/** POST /misc/sharedataset/ (multipart). */
export const EmailSharePayloadSchema = v.object({
  page_link: v.pipe(v.string(), v.minLength(1, 'Enter URL'), v.maxLength(2000)),
  email: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter Email'), v.email()),
  /** Required when the sender is not logged in. */
  sender_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  message: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  type: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
});
export type EmailSharePayload = v.InferInput<typeof EmailSharePayloadSchema>;
export const EmailShareResultSchema = v.object({ success: v.boolean(), message: v.string() });

/** POST /account/integration/{provider}/. */
export const IntegrationPayloadSchema = v.object({
  authCode: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
});
export type IntegrationPayload = v.InferInput<typeof IntegrationPayloadSchema>;

/**
 * The Google Classroom scopes the grant asks for (spec section 9): courses readonly, rosters
 * readonly, profile emails, coursework students, announcements. Posting needs all of them.
 */
export const GOOGLE_CLASSROOM_SCOPES = [
  'https://www.googleapis.com/auth/classroom.courses.readonly',
  'https://www.googleapis.com/auth/classroom.rosters.readonly',
  'https://www.googleapis.com/auth/classroom.profile.emails',
  'https://www.googleapis.com/auth/classroom.coursework.students',
  'https://www.googleapis.com/auth/classroom.announcements',
] as const;
export type GoogleClassroomScope = (typeof GOOGLE_CLASSROOM_SCOPES)[number];
