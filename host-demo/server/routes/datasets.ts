import { Hono, type Context } from 'hono';
import type { Metadata } from '../../../src/api/schemas/common';
import { PrivacyPayloadSchema } from '../../../src/api/schemas/dataset';
import type { DataRow, DatasetColumn } from '../../../src/api/schemas/lessonStep';
import { bool, nowIso, parseJson } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { Forbidden, Invalid, NotFound } from '../services/errors';
import { formText, parseId, readForm, readJson, type FormFields } from '../http/readBody';
import { requireUser } from '../http/session';
import { canUsePremium } from '../repos/access';
import { findVisibleContent } from '../repos/contentAccess';
import { contentTypeOf } from '../repos/contentRefs';
import {
  canSeeDataset,
  findDataset,
  findDatasetById,
  isOwnerOrStaff,
  PREMIUM_DATASET_DETAIL,
  toApiDataset,
  toApiDatasetFor,
  type DatasetRow,
} from '../repos/datasets';
import { csvToTable, tableToCsv } from '../services/csv';
import {
  createUserDataset,
  CSV_TOO_LARGE,
  DATASET_DELETED,
  deleteUserDataset,
  MAX_CSV_BYTES,
  wasDeleted,
} from '../services/userDatasets';

export const datasetRoutes = new Hono<AppEnv>();

function visibleDataset(c: Context<AppEnv>, code: string): DatasetRow {
  const { db } = c.get('server');
  const row = findDataset(db, code);
  if (!row || !canSeeDataset(c.get('user'), row))
    throw new NotFound(!row && wasDeleted(db, code) ? DATASET_DELETED : 'Dataset not found.');
  return row;
}

datasetRoutes.get('/api/datasets', (c) => {
  const { db } = c.get('server');
  const rows = db.prepare('SELECT * FROM datasets ORDER BY id').all() as DatasetRow[];
  const user = c.get('user');
  return c.json(
    rows.filter((row) => canSeeDataset(user, row)).map((row) => toApiDatasetFor(db, user, row)),
  );
});

datasetRoutes.get('/api/datasets/:code', (c) =>
  c.json(
    toApiDatasetFor(c.get('server').db, c.get('user'), visibleDataset(c, c.req.param('code'))),
  ),
);

datasetRoutes.get('/api/datasets/:code/csv', (c) => {
  const row = visibleDataset(c, c.req.param('code'));
  if (!canUsePremium(c.get('user'), row)) throw new Forbidden(PREMIUM_DATASET_DETAIL);
  const csv = tableToCsv(
    parseJson<DatasetColumn[]>(row.columns, []),
    parseJson<DataRow[]>(row.rows, []),
  );
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${row.access_url}.csv"`,
  });
});

/**
 * The whole table for the data tool. The stored columns and rows are JSON already and are sent
 * as they are: parsing and re-serialising 100,000 rows would cost more than the request.
 */
datasetRoutes.get('/api/datasets/:code/table', (c) => {
  const row = visibleDataset(c, c.req.param('code'));
  if (!canUsePremium(c.get('user'), row)) throw new Forbidden(PREMIUM_DATASET_DETAIL);
  return c.body(
    `{"name":${JSON.stringify(row.dataset_name)},"columns":${row.columns || '[]'},"rows":${row.rows || '[]'}}`,
    200,
    { 'Content-Type': 'application/json' },
  );
});

/** PATCH of dataset_privacy; only the dataset's author (or staff) may change it. */
async function updatePrivacy(c: Context<AppEnv>, userDataset: boolean): Promise<Response> {
  const user = requireUser(c);
  const { dataset_privacy } = await readJson(c, PrivacyPayloadSchema);
  const row = visibleDataset(c, c.req.param('code') ?? '');
  if (bool(row.is_user_dataset) !== userDataset) {
    throw new NotFound(
      userDataset
        ? 'User dataset not found.'
        : 'Dataset not found; user datasets live under /api/user-dataset/.',
    );
  }
  if (!isOwnerOrStaff(user, row.author_id))
    throw new Forbidden('Only the owner can change the privacy.');
  const { db } = c.get('server');
  if (dataset_privacy !== row.privacy) {
    db.prepare('UPDATE datasets SET privacy = ?, modified = ? WHERE id = ?').run(
      dataset_privacy,
      nowIso(),
      row.id,
    );
    db.prepare(
      'INSERT INTO content_history (content_type, content_id, changes, date) VALUES (?, ?, ?, ?)',
    ).run(
      'dataset',
      row.id,
      `Privacy changed from ${row.privacy} to ${dataset_privacy} by ${user.username}.`,
      nowIso(),
    );
  }
  const updated = findDatasetById(db, row.id) ?? row;
  return c.json(toApiDataset(db, updated));
}

datasetRoutes.patch('/api/datasets/:code', (c) => updatePrivacy(c, false));
datasetRoutes.patch('/api/user-dataset/:code', (c) => updatePrivacy(c, true));

/**
 * Delete (spec section 2, owner only): the spec names no call, so this one is the demo's own
 * (docs/api.md). Only the author may delete, staff included: a user dataset is its owner's.
 */
datasetRoutes.delete('/api/user-dataset/:code', (c) => {
  const user = requireUser(c);
  const row = visibleDataset(c, c.req.param('code'));
  if (!bool(row.is_user_dataset)) throw new NotFound('User dataset not found.');
  if (row.author_id !== user.id) throw new Forbidden('Only the owner can delete this dataset.');
  deleteUserDataset(c.get('server').db, row);
  return c.body(null, 204);
});

/** Notes, history and metadata history of one piece of content. */
function contentFor(c: Context<AppEnv>) {
  const user = requireUser(c);
  const type = contentTypeOf(c.req.query('type'), c.req.param('appType'));
  return findVisibleContent(c.get('server').db, user, type, parseId(c.req.param('id')));
}

datasetRoutes.get('/api/:appType/notes/:id', (c) => {
  const content = contentFor(c);
  const notes = c
    .get('server')
    .db.prepare(
      'SELECT note, created_at, added_by FROM staff_notes WHERE content_type = ? AND content_id = ? ORDER BY created_at DESC',
    )
    .all(content.type, content.id);
  return c.json({ staff_notes: notes });
});

datasetRoutes.get('/api/:appType/history/:id', (c) => {
  const content = contentFor(c);
  const history = c
    .get('server')
    .db.prepare(
      'SELECT changes, date FROM content_history WHERE content_type = ? AND content_id = ? ORDER BY date DESC',
    )
    .all(content.type, content.id);
  return c.json({ history });
});

datasetRoutes.get('/api/:appType/metadata-history/:id', (c) => {
  const content = contentFor(c);
  const rows = c
    .get('server')
    .db.prepare(
      `SELECT dataset_name, date, added_by, previous_metadata, current_metadata FROM metadata_history
       WHERE content_type = ? AND content_id = ? ORDER BY date DESC`,
    )
    .all(content.type, content.id) as {
    dataset_name: string;
    date: string;
    added_by: string;
    previous_metadata: string;
    current_metadata: string;
  }[];
  return c.json({
    metadata_history: rows.map((row) => ({
      dataset_name: row.dataset_name,
      date: row.date,
      added_by: { username: row.added_by },
      previous_metadata: parseJson<Metadata>(row.previous_metadata, {}),
      current_metadata: parseJson<Metadata>(row.current_metadata, {}),
    })),
  });
});

/** The uploaded CSV of a form: a `file` part, or a `csv` text field. */
export async function csvFromForm(form: FormFields): Promise<{ text: string; fileName: string }> {
  const file = form['file'];
  if (file instanceof File) {
    if (file.size > MAX_CSV_BYTES) throw new Invalid(CSV_TOO_LARGE);
    return { text: await file.text(), fileName: file.name };
  }
  const text = formText(form, 'csv');
  if (text === '') throw new Invalid('Send the table as a `file` part (CSV).');
  if (text.length > MAX_CSV_BYTES) throw new Invalid(CSV_TOO_LARGE);
  return { text, fileName: '' };
}

datasetRoutes.put('/api/dataset-uploader/userdataset/upload', async (c) => {
  const user = requireUser(c);
  const form = await readForm(c);
  const { db } = c.get('server');
  const created = createUserDataset(db, user, {
    ...(await csvFromForm(form)),
    name: formText(form, 'dataset_name'),
    description: formText(form, 'dataset_desc'),
  });
  return c.json(toApiDataset(db, created), 201);
});

datasetRoutes.post('/mydatasets/wopi/update/:id/CSV', async (c) => {
  const user = requireUser(c);
  const { db } = c.get('server');
  const row = findDatasetById(db, parseId(c.req.param('id'), 'dataset id'));
  if (!row || !canSeeDataset(user, row)) throw new NotFound('Dataset not found.');
  if (!bool(row.is_user_dataset))
    throw new Invalid('Only user datasets can be replaced from a CSV file.');
  if (!isOwnerOrStaff(user, row.author_id))
    throw new Forbidden('Only the owner can update this dataset.');
  const type = c.req.header('content-type') ?? '';
  const text = /^text\/(csv|plain)/i.test(type)
    ? await c.req.text()
    : (await csvFromForm(await readForm(c))).text;
  if (text.length > MAX_CSV_BYTES) throw new Invalid(CSV_TOO_LARGE);
  const table = csvToTable(text);
  const now = nowIso();
  db.prepare('UPDATE datasets SET columns = ?, rows = ?, modified = ? WHERE id = ?').run(
    JSON.stringify(table.columns),
    JSON.stringify(table.rows),
    now,
    row.id,
  );
  db.prepare(
    'INSERT INTO content_history (content_type, content_id, changes, date) VALUES (?, ?, ?, ?)',
  ).run(
    'dataset',
    row.id,
    `Table replaced from a CSV file by ${user.username} (${table.rows.length} rows).`,
    now,
  );
  return c.json({
    success: true,
    id: row.id,
    rows: table.rows.length,
    columns: table.columns.length,
  });
});
