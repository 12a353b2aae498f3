import { CONTENT_TYPES, type ContentType } from '../../../src/api/schemas/dataset';
import type { Db } from '../db/openDatabase';
import { Invalid } from '../services/errors';

/** The product area in `/api/{appType}/...` and the content type it holds by default. */
const APP_TYPE_DEFAULTS: Record<string, ContentType> = {
  datasets: 'dataset',
  dataset: 'dataset',
  'user-dataset': 'userdataset',
  userdataset: 'userdataset',
  activities: 'activity',
  activity: 'activity',
  datastories: 'datastory',
  datastory: 'datastory',
};

export function contentTypeOf(type: string | undefined, appType?: string): ContentType {
  const value = type ?? (appType ? APP_TYPE_DEFAULTS[appType] : undefined);
  if (!(CONTENT_TYPES as readonly string[]).includes(value ?? '')) {
    throw new Invalid(
      `Unknown content type: ${value ?? '(none)'}. Use one of ${CONTENT_TYPES.join(', ')}.`,
    );
  }
  return value as ContentType;
}

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
