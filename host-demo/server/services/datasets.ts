import type { Dataset, Privacy } from '../../../src/api/schemas/dataset';
import { bool, nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { canUsePremium } from '../repos/access';
import { addHistoryEntry } from '../repos/contentHistory';
import {
  canSeeDataset,
  findDataset,
  findDatasetById,
  isOwnerOrStaff,
  listDatasets,
  PREMIUM_DATASET_DETAIL,
  setDatasetPrivacy,
  setDatasetTable,
  toApiDatasetFor,
  type DatasetRow,
} from '../repos/datasets';
import type { UserRow } from '../repos/users';
import { csvToTable } from './csv';
import { Forbidden, Invalid, NotFound } from './errors';
import {
  CSV_TOO_LARGE,
  DATASET_DELETED,
  deleteUserDataset,
  MAX_CSV_BYTES,
  wasDeleted,
} from './userDatasets';

/** Every dataset `user` may see, as they may read it. */
export function listVisibleDatasets(db: Db, user: UserRow | null): Dataset[] {
  return listDatasets(db)
    .filter((row) => canSeeDataset(user, row))
    .map((row) => toApiDatasetFor(db, user, row));
}

/** The dataset `code` names, if `user` may see it; a deleted one says so. */
export function visibleDataset(db: Db, user: UserRow | null, code: string): DatasetRow {
  const row = findDataset(db, code);
  if (!row || !canSeeDataset(user, row))
    throw new NotFound(!row && wasDeleted(db, code) ? DATASET_DELETED : 'Dataset not found.');
  return row;
}

/** A premium dataset's table is for subscribers only. */
export function checkTableReadable(user: UserRow | null, row: DatasetRow): void {
  if (!canUsePremium(user, row)) throw new Forbidden(PREMIUM_DATASET_DETAIL);
}

/**
 * Changes the privacy; only the dataset's author (or staff) may. `userDataset` tells which of
 * the two calls was made: each changes its own kind of dataset only.
 */
export function changeDatasetPrivacy(
  db: Db,
  user: UserRow,
  row: DatasetRow,
  privacy: Privacy,
  userDataset: boolean,
): DatasetRow {
  if (bool(row.is_user_dataset) !== userDataset) {
    throw new NotFound(
      userDataset
        ? 'User dataset not found.'
        : 'Dataset not found; user datasets live under /api/user-dataset/.',
    );
  }
  if (!isOwnerOrStaff(user, row.author_id))
    throw new Forbidden('Only the owner can change the privacy.');
  if (privacy !== row.privacy) {
    setDatasetPrivacy(db, row.id, privacy, nowIso());
    addHistoryEntry(
      db,
      'dataset',
      row.id,
      `Privacy changed from ${row.privacy} to ${privacy} by ${user.username}.`,
      nowIso(),
    );
  }
  return findDatasetById(db, row.id) ?? row;
}

/** Only the author may delete a user dataset, staff included: it is its owner's. */
export function deleteOwnUserDataset(db: Db, user: UserRow, row: DatasetRow): void {
  if (!bool(row.is_user_dataset)) throw new NotFound('User dataset not found.');
  if (row.author_id !== user.id) throw new Forbidden('Only the owner can delete this dataset.');
  deleteUserDataset(db, row);
}

/** The user dataset `id`, if `user` may replace its table (its owner, or staff). */
export function replaceableUserDataset(db: Db, user: UserRow, id: number): DatasetRow {
  const row = findDatasetById(db, id);
  if (!row || !canSeeDataset(user, row)) throw new NotFound('Dataset not found.');
  if (!bool(row.is_user_dataset))
    throw new Invalid('Only user datasets can be replaced from a CSV file.');
  if (!isOwnerOrStaff(user, row.author_id))
    throw new Forbidden('Only the owner can update this dataset.');
  return row;
}

/** Replaces the dataset's table with a CSV text, with a history entry; refuses bad tables. */
export function replaceDatasetTable(
  db: Db,
  user: UserRow,
  row: DatasetRow,
  text: string,
): { rows: number; columns: number } {
  if (text.length > MAX_CSV_BYTES) throw new Invalid(CSV_TOO_LARGE);
  const table = csvToTable(text);
  const now = nowIso();
  setDatasetTable(db, row.id, table, now);
  addHistoryEntry(
    db,
    'dataset',
    row.id,
    `Table replaced from a CSV file by ${user.username} (${table.rows.length} rows).`,
    now,
  );
  return { rows: table.rows.length, columns: table.columns.length };
}
