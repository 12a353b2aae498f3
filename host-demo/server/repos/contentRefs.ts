import type { ContentType } from '../../../src/api/schemas/dataset';
import type { Db } from '../db/openDatabase';

/** User datasets are datasets: their notes and shares are stored under 'dataset'. */
export function storageType(type: ContentType): 'dataset' | 'activity' | 'datastory' {
  return type === 'userdataset' ? 'dataset' : type;
}

const TABLES = { dataset: 'datasets', activity: 'activities', datastory: 'datastories' } as const;

export interface ContentRef {
  type: 'dataset' | 'activity' | 'datastory';
  id: number;
  /** Owner (dataset author, activity's asker, datastory author). */
  ownerId: number;
  title: string;
}

/** Finds shareable content by id or access_url. */
export function findContent(
  db: Db,
  type: ContentType,
  code: string | number,
): ContentRef | undefined {
  const kind = storageType(type);
  const table = TABLES[kind];
  const owner = { dataset: 'author_id', activity: 'asked_by_id', datastory: 'author_id' }[kind];
  const title = { dataset: 'dataset_name', activity: 'activity_title', datastory: 'title' }[kind];
  const byId = typeof code === 'number' || /^\d+$/.test(code);
  const row = db
    .prepare(
      `SELECT id, ${owner} AS ownerId, ${title} AS title FROM ${table} WHERE ${byId ? 'id' : 'access_url'} = ?`,
    )
    .get(byId ? Number(code) : code) as { id: number; ownerId: number; title: string } | undefined;
  return row ? { type: kind, ...row } : undefined;
}

/** The dataset an activity or data story is built on; a dataset is its own. */
export function parentDatasetId(db: Db, ref: ContentRef): number | null {
  if (ref.type === 'dataset') return ref.id;
  const table = TABLES[ref.type];
  const row = db.prepare(`SELECT dataset_id FROM ${table} WHERE id = ?`).get(ref.id) as
    { dataset_id: number | null } | undefined;
  return row?.dataset_id ?? null;
}
