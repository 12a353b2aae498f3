import * as v from 'valibot';
import { IdSchema, MetadataSchema, TimestampSchema } from './common';

/** Dataset privacy (spec section 4): Private = Only Me, Public = Anyone with the link. */
export const PRIVACY_VALUES = ['Private', 'Public'] as const;
export type Privacy = (typeof PRIVACY_VALUES)[number];
export const PrivacySchema = v.picklist(PRIVACY_VALUES);

/** Kinds of shareable content, as the `type` of notes, shares and short links. */
export const CONTENT_TYPES = ['dataset', 'userdataset', 'activity', 'datastory'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const ContentTypeSchema = v.picklist(CONTENT_TYPES);

export const AuthorSchema = v.object({ id: IdSchema, username: v.optional(v.string(), '') });

export const ReferenceDocSchema = v.object({ title: v.string(), media_url: v.string() });
export type ReferenceDoc = v.InferOutput<typeof ReferenceDocSchema>;

export const DatasourceSchema = v.object({
  source_name: v.string(),
  source_link: v.string(),
  source_type: v.string(),
});
export type Datasource = v.InferOutput<typeof DatasourceSchema>;

/** One tag panel of the About popup. */
export const TagGroupSchema = v.object({ title: v.string(), tags: v.array(v.string()) });
export type TagGroup = v.InferOutput<typeof TagGroupSchema>;

export const CaseAttribStatsSchema = v.object({ cases: v.number(), attributes: v.number() });

export const ActivitySchema = v.object({
  id: IdSchema,
  activity_title: v.string(),
  activity_type: v.string(),
  access_url: v.string(),
  asked_by: v.object({ id: IdSchema }),
  /** Username of the author. */
  created_by: v.string(),
  source: v.string(),
  modified_at: TimestampSchema,
});
export type Activity = v.InferOutput<typeof ActivitySchema>;

export const DatastorySchema = v.object({
  id: IdSchema,
  title: v.string(),
  author: v.object({ id: IdSchema }),
  access_url: v.optional(v.string(), ''),
});
export type Datastory = v.InferOutput<typeof DatastorySchema>;

export const DatasetSchema = v.object({
  id: IdSchema,
  dataset_name: v.string(),
  /** Same value as `privacy`; older pages read one, newer the other. */
  access_type: PrivacySchema,
  privacy: PrivacySchema,
  access_url: v.string(),
  short_url: v.optional(v.nullable(v.string()), null),
  get_absolute_url: v.string(),
  is_user_dataset: v.boolean(),
  /** Datasets attached to course steps get the Edit In Django link. */
  is_course_dataset: v.optional(v.boolean(), false),
  author: AuthorSchema,
  gdrive_url: v.optional(v.nullable(v.string()), null),
  is_draw_dataset: v.optional(v.boolean(), false),
  is_archived: v.boolean(),
  is_premium: v.optional(v.boolean(), false),
  is_tuva_jr: v.optional(v.boolean(), false),
  no_of_activities: v.number(),
  group_tags: v.optional(v.array(TagGroupSchema), []),
  reference_doc: v.optional(v.array(ReferenceDocSchema), []),
  datasource: v.optional(v.array(DatasourceSchema), []),
  dataset_desc: v.optional(v.string(), ''),
  get_csv_url: v.optional(v.nullable(v.string()), null),
  case_attrib_stats: v.optional(v.nullable(CaseAttribStatsSchema), null),
  /** Activities built on the dataset (listed on the archived banner). */
  activities: v.optional(v.array(ActivitySchema), []),
  datastories: v.optional(v.array(DatastorySchema), []),
  admin_url: v.optional(v.nullable(v.string()), null),
});
export type Dataset = v.InferOutput<typeof DatasetSchema>;

/** Body of PATCH /api/datasets/{code}/ and /api/user-dataset/{code}/. */
export const PrivacyPayloadSchema = v.object({ dataset_privacy: PrivacySchema });
export type PrivacyPayload = v.InferInput<typeof PrivacyPayloadSchema>;

export const NoteSchema = v.object({
  note: v.string(),
  created_at: TimestampSchema,
  /** Username of the staff member who wrote it. */
  added_by: v.string(),
});
export type Note = v.InferOutput<typeof NoteSchema>;
export const NotesResponseSchema = v.object({ staff_notes: v.array(NoteSchema) });

export const HistoryItemSchema = v.object({ changes: v.string(), date: TimestampSchema });
export type HistoryItem = v.InferOutput<typeof HistoryItemSchema>;
export const HistoryResponseSchema = v.object({ history: v.array(HistoryItemSchema) });

export const MetadataHistoryItemSchema = v.object({
  dataset_name: v.string(),
  date: TimestampSchema,
  added_by: v.object({ username: v.string() }),
  previous_metadata: MetadataSchema,
  current_metadata: MetadataSchema,
});
export type MetadataHistoryItem = v.InferOutput<typeof MetadataHistoryItemSchema>;
export const MetadataHistoryResponseSchema = v.object({
  metadata_history: v.array(MetadataHistoryItemSchema),
});

/** POST /mydatasets/wopi/update/{id}/CSV/. */
export const CsvUpdateResultSchema = v.object({
  success: v.boolean(),
  id: IdSchema,
  rows: v.number(),
  columns: v.number(),
});
export type CsvUpdateResult = v.InferOutput<typeof CsvUpdateResultSchema>;
