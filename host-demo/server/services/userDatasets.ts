import crypto from 'node:crypto';
import { CONTROL_CHARACTERS } from '../../../src/api/schemas/text';
import type { Db } from '../db/openDatabase';
import { nowIso } from '../db/json';
import { Invalid } from './errors';
import { deleteClassroomShares } from '../repos/classroomShares';
import { addHistoryEntry, deleteHistories } from '../repos/contentHistory';
import {
  deleteBuiltOnDataset,
  deleteDataset,
  findDatasetById,
  insertUserDataset,
  isDeletedDatasetCode,
  listBuiltOnDataset,
  type DatasetRow,
} from '../repos/datasets';
import { deleteShortUrls } from '../repos/shortUrls';
import { deleteStaffNotes } from '../repos/staffNotes';
import type { UserRow } from '../repos/users';
import { csvToTable } from './csv';

/**
 * Uploads are bounded by size, not rows: 20 MB holds 100,000 cases of a dozen columns, which
 * the data tool plots. app.ts refuses a larger body from its Content-Length, before reading.
 */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;
export const CSV_TOO_LARGE = 'The CSV file is larger than 20 MB.';

export interface CsvUpload {
  text: string;
  fileName: string;
  /** The name the user typed; the file's name (without .csv) when blank. */
  name: string;
  description: string;
}

function slugify(name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 50) || 'dataset';
  return `${base}-${crypto.randomBytes(3).toString('hex')}`;
}

/** The dataset's name, checked as the upload form's rules say. */
function datasetName(upload: CsvUpload): string {
  const name = upload.name.trim() || upload.fileName.replace(/\.csv$/i, '').trim() || 'My dataset';
  if (name.length > 200) throw new Invalid('dataset_name must have at most 200 characters.');
  if (/[\t\n\r]/.test(name) || CONTROL_CHARACTERS.test(name))
    throw new Invalid('dataset_name must not contain control characters.');
  return name;
}

/** Stores a CSV as a new private dataset of `user`, with a history entry; refuses bad tables. */
export function createUserDataset(db: Db, user: UserRow, upload: CsvUpload): DatasetRow {
  if (upload.text.length > MAX_CSV_BYTES) throw new Invalid(CSV_TOO_LARGE);
  const name = datasetName(upload);
  const table = csvToTable(upload.text);
  const now = nowIso();
  const id = insertUserDataset(db, {
    accessUrl: slugify(name),
    name,
    authorId: user.id,
    description: upload.description,
    table,
    metadata: { title: name, cases: table.rows.length },
    modified: now,
  });
  addHistoryEntry(
    db,
    'dataset',
    id,
    `Uploaded by ${user.username} (${table.rows.length} rows).`,
    now,
  );
  const created = findDatasetById(db, id);
  if (!created) throw new Error('dataset was not stored');
  return created;
}

/** What the API and the dataset's page say once a user dataset has been deleted. */
export const DATASET_DELETED = 'This dataset has been deleted.';

/**
 * Deletes a user dataset with everything that hangs off it: the activities and data stories
 * built on it (their privacy was the dataset's, so they must not outlive it as public
 * content), its shares, short links, notes and histories. Its code is remembered so that its
 * page can say the dataset was deleted.
 */
export function deleteUserDataset(db: Db, row: DatasetRow): void {
  const codes = [String(row.id), row.access_url];
  db.transaction(() => {
    for (const kind of ['activity', 'datastory'] as const) {
      for (const id of listBuiltOnDataset(db, kind, row.id)) {
        deleteClassroomShares(db, { type: kind, id });
        deleteShortUrls(db, [kind], String(id));
      }
      deleteBuiltOnDataset(db, kind, row.id);
    }
    deleteStaffNotes(db, 'dataset', row.id);
    deleteHistories(db, 'dataset', row.id);
    deleteClassroomShares(db, { type: 'dataset', id: row.id });
    // A short link names the dataset by id or by code, as a dataset or as a user dataset.
    for (const code of codes) deleteShortUrls(db, ['dataset', 'userdataset'], code);
    deleteDataset(db, row, nowIso());
  })();
}

/** Whether `code` named a user dataset that has been deleted. */
export function wasDeleted(db: Db, code: string): boolean {
  return isDeletedDatasetCode(db, code);
}
