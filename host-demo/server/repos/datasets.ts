import { isActivityListed } from './activityAccess';
import type {
  Activity,
  Dataset,
  Datasource,
  Datastory,
  Privacy,
  ReferenceDoc,
  TagGroup,
} from '../../../src/api/schemas/dataset';
import type { DatasetColumn } from '../../../src/api/schemas/lessonStep';
import type { Db } from '../db/openDatabase';
import { bool, parseJson } from '../db/json';
import { canUsePremium } from './access';
import type { UserRow } from './users';

export interface DatasetRow {
  id: number;
  access_url: string;
  dataset_name: string;
  privacy: Privacy;
  is_user_dataset: number;
  author_id: number;
  gdrive_url: string | null;
  is_draw_dataset: number;
  is_archived: number;
  is_premium: number;
  is_tuva_jr: number;
  dataset_desc: string;
  group_tags: string;
  reference_doc: string;
  datasource: string;
  columns: string;
  rows: string;
  metadata: string;
  short_url: string | null;
  modified: string;
}

export interface ActivityRow {
  id: number;
  dataset_id: number | null;
  activity_title: string;
  activity_type: string;
  access_url: string;
  asked_by_id: number;
  source: string;
  content: string;
  review_status: 'draft' | 'in_review' | 'published';
  modified_at: string;
  /** The lesson built from its steps (content builder); null before the first save. */
  lesson_id: number | null;
  version: number;
}

/** By access_url (the code in the product's URLs) or by numeric id. */
export function findDataset(db: Db, code: string): DatasetRow | undefined {
  const byCode = db.prepare('SELECT * FROM datasets WHERE access_url = ?').get(code);
  if (byCode || !/^\d+$/.test(code)) return byCode as DatasetRow | undefined;
  return findDatasetById(db, Number(code));
}

export function findDatasetById(db: Db, id: number): DatasetRow | undefined {
  return db.prepare('SELECT * FROM datasets WHERE id = ?').get(id) as DatasetRow | undefined;
}

export function isOwnerOrStaff(user: UserRow | null, ownerId: number): boolean {
  return user !== null && (user.id === ownerId || bool(user.is_staff) || bool(user.is_superuser));
}

/** Private datasets are visible to their author and to staff only. */
export function canSeeDataset(user: UserRow | null, row: DatasetRow): boolean {
  return row.privacy === 'Public' || isOwnerOrStaff(user, row.author_id);
}

export function findActivity(db: Db, id: number): ActivityRow | undefined {
  return db.prepare('SELECT * FROM activities WHERE id = ?').get(id) as ActivityRow | undefined;
}

export function toApiActivity(db: Db, row: ActivityRow): Activity {
  const author = db.prepare('SELECT username FROM users WHERE id = ?').get(row.asked_by_id) as
    { username: string } | undefined;
  return {
    id: row.id,
    activity_title: row.activity_title,
    activity_type: row.activity_type,
    access_url: row.access_url,
    asked_by: { id: row.asked_by_id },
    created_by: author?.username ?? '',
    source: row.source,
    modified_at: row.modified_at,
  };
}

export function toApiDataset(db: Db, row: DatasetRow): Dataset {
  const author = db.prepare('SELECT id, username FROM users WHERE id = ?').get(row.author_id) as {
    id: number;
    username: string;
  };
  // A public listing: an activity not yet published is left out (src/content/activityVisibility).
  const activities = (
    db
      .prepare('SELECT * FROM activities WHERE dataset_id = ? ORDER BY id')
      .all(row.id) as ActivityRow[]
  ).filter(isActivityListed);
  const stories = db
    .prepare(
      'SELECT id, title, access_url, author_id FROM datastories WHERE dataset_id = ? ORDER BY id',
    )
    .all(row.id) as { id: number; title: string; access_url: string; author_id: number }[];
  const isCourseDataset =
    db.prepare('SELECT 1 FROM course_datasets WHERE dataset_id = ?').get(row.id) !== undefined;
  const columns = parseJson<DatasetColumn[]>(row.columns, []);
  const rows = parseJson<unknown[]>(row.rows, []);
  const datastories: Datastory[] = stories.map((s) => ({
    id: s.id,
    title: s.title,
    author: { id: s.author_id },
    access_url: s.access_url,
  }));
  return {
    id: row.id,
    dataset_name: row.dataset_name,
    access_type: row.privacy,
    privacy: row.privacy,
    access_url: row.access_url,
    short_url: row.short_url,
    get_absolute_url: `/datasets/${row.access_url}/`,
    is_user_dataset: bool(row.is_user_dataset),
    is_course_dataset: isCourseDataset,
    author: { id: author.id, username: author.username },
    gdrive_url: row.gdrive_url,
    is_draw_dataset: bool(row.is_draw_dataset),
    is_archived: bool(row.is_archived),
    is_premium: bool(row.is_premium),
    is_tuva_jr: bool(row.is_tuva_jr),
    no_of_activities: activities.length,
    group_tags: parseJson<TagGroup[]>(row.group_tags, []),
    reference_doc: parseJson<ReferenceDoc[]>(row.reference_doc, []),
    datasource: parseJson<Datasource[]>(row.datasource, []),
    dataset_desc: row.dataset_desc,
    get_csv_url: `/api/datasets/${row.access_url}/csv/`,
    case_attrib_stats: { cases: rows.length, attributes: columns.length },
    activities: activities.map((activity) => toApiActivity(db, activity)),
    datastories,
    admin_url: isCourseDataset ? `/admin/datasets/dataset/${row.id}/change/` : null,
  };
}

/** Why a premium dataset's table is refused to a user without the subscription. */
export const PREMIUM_DATASET_DETAIL = 'This dataset requires a premium subscription.';

/**
 * The dataset as this user may read it: without the subscription a premium dataset keeps
 * its card (name, tags, source) so the premium notice can show, but its content (the
 * activities, data stories and reference documents built on it) is withheld, like a premium
 * lesson's steps; its CSV is refused by the CSV route.
 */
export function toApiDatasetFor(db: Db, user: UserRow | null, row: DatasetRow): Dataset {
  const dataset = toApiDataset(db, row);
  if (canUsePremium(user, row)) return dataset;
  return { ...dataset, activities: [], datastories: [], reference_doc: [], no_of_activities: 0 };
}

/** Datasets not archived, user datasets first, newest first (the dataset list page). */
export function listUnarchivedDatasets(db: Db): DatasetRow[] {
  return db
    .prepare('SELECT * FROM datasets WHERE is_archived = 0 ORDER BY is_user_dataset DESC, id DESC')
    .all() as DatasetRow[];
}

/** Every dataset, in the order they were made. */
export function listDatasets(db: Db): DatasetRow[] {
  return db.prepare('SELECT * FROM datasets ORDER BY id').all() as DatasetRow[];
}

/** Datasets not archived, in the order they were made (the content browser). */
export function listUnarchivedDatasetsById(db: Db): DatasetRow[] {
  return db
    .prepare('SELECT * FROM datasets WHERE is_archived = 0 ORDER BY id')
    .all() as DatasetRow[];
}

export function setDatasetPrivacy(db: Db, id: number, privacy: Privacy, modified: string): void {
  db.prepare('UPDATE datasets SET privacy = ?, modified = ? WHERE id = ?').run(
    privacy,
    modified,
    id,
  );
}

/** Replaces the table; `columns` and `rows` are stored as JSON text. */
export function setDatasetTable(
  db: Db,
  id: number,
  table: { columns: unknown[]; rows: unknown[] },
  modified: string,
): void {
  db.prepare('UPDATE datasets SET columns = ?, rows = ?, modified = ? WHERE id = ?').run(
    JSON.stringify(table.columns),
    JSON.stringify(table.rows),
    modified,
    id,
  );
}

/** A dataset a user uploaded, before it has an id. */
export interface NewUserDataset {
  accessUrl: string;
  name: string;
  authorId: number;
  description: string;
  table: { columns: unknown[]; rows: unknown[] };
  metadata: Record<string, unknown>;
  modified: string;
}

/** Stores an uploaded dataset, private to its author; returns its id. */
export function insertUserDataset(db: Db, dataset: NewUserDataset): number {
  const result = db
    .prepare(
      `INSERT INTO datasets (access_url, dataset_name, privacy, is_user_dataset, author_id, dataset_desc, columns,
         rows, metadata, modified)
       VALUES (?, ?, 'Private', 1, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      dataset.accessUrl,
      dataset.name,
      dataset.authorId,
      dataset.description,
      JSON.stringify(dataset.table.columns),
      JSON.stringify(dataset.table.rows),
      JSON.stringify(dataset.metadata),
      dataset.modified,
    );
  return Number(result.lastInsertRowid);
}

/** What is built on a dataset, by the table that holds it. Fixed names, never from a request. */
const BUILT_ON = { activity: 'activities', datastory: 'datastories' } as const;

export type BuiltOnDataset = keyof typeof BUILT_ON;

/** The ids of the activities or data stories built on a dataset. */
export function listBuiltOnDataset(db: Db, kind: BuiltOnDataset, datasetId: number): number[] {
  const rows = db
    .prepare(`SELECT id FROM ${BUILT_ON[kind]} WHERE dataset_id = ?`)
    .all(datasetId) as { id: number }[];
  return rows.map((row) => row.id);
}

export function deleteBuiltOnDataset(db: Db, kind: BuiltOnDataset, datasetId: number): void {
  db.prepare(`DELETE FROM ${BUILT_ON[kind]} WHERE dataset_id = ?`).run(datasetId);
}

/** Deletes the dataset row and remembers its code, so its page can say it was deleted. */
export function deleteDataset(db: Db, row: DatasetRow, deletedAt: string): void {
  db.prepare('DELETE FROM datasets WHERE id = ?').run(row.id);
  db.prepare(
    'INSERT INTO deleted_datasets (access_url, deleted_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  ).run(row.access_url, deletedAt);
}

/** Whether `code` was the access_url of a dataset that has been deleted. */
export function isDeletedDatasetCode(db: Db, code: string): boolean {
  return db.prepare('SELECT 1 FROM deleted_datasets WHERE access_url = ?').get(code) !== undefined;
}
