import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Metadata } from '../../../src/api/schemas/common';
import { PrivacyPayloadSchema } from '../../../src/api/schemas/dataset';
import { CONTROL_CHARACTERS } from '../../../src/api/schemas/text';
import type { DataRow, DatasetColumn } from '../../../src/api/schemas/lessonStep';
import { bool, nowIso, parseJson } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { badRequest, forbidden, notFound } from '../http/httpError';
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

export const datasetRoutes = new Hono<AppEnv>();

/**
 * Uploads are bounded by size, not rows: 20 MB holds 100,000 cases of a dozen columns, which
 * the data tool plots. app.ts refuses a larger body from its Content-Length, before reading.
 */
const MAX_CSV_BYTES = 20 * 1024 * 1024;
const TOO_LARGE = 'The CSV file is larger than 20 MB.';

function visibleDataset(c: Context<AppEnv>, code: string): DatasetRow {
  const row = findDataset(c.get('server').db, code);
  if (!row || !canSeeDataset(c.get('user'), row)) throw notFound('Dataset not found.');
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
  if (!canUsePremium(c.get('user'), row)) throw forbidden(PREMIUM_DATASET_DETAIL);
  const csv = tableToCsv(
    parseJson<DatasetColumn[]>(row.columns, []),
    parseJson<DataRow[]>(row.rows, []),
  );
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${row.access_url}.csv"`,
  });
});

/** PATCH of dataset_privacy; only the dataset's author (or staff) may change it. */
async function updatePrivacy(c: Context<AppEnv>, userDataset: boolean): Promise<Response> {
  const user = requireUser(c);
  const { dataset_privacy } = await readJson(c, PrivacyPayloadSchema);
  const row = visibleDataset(c, c.req.param('code') ?? '');
  if (bool(row.is_user_dataset) !== userDataset) {
    throw notFound(
      userDataset
        ? 'User dataset not found.'
        : 'Dataset not found; user datasets live under /api/user-dataset/.',
    );
  }
  if (!isOwnerOrStaff(user, row.author_id))
    throw forbidden('Only the owner can change the privacy.');
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
async function csvFromForm(form: FormFields): Promise<{ text: string; fileName: string }> {
  const file = form['file'];
  if (file instanceof File) {
    if (file.size > MAX_CSV_BYTES) throw badRequest(TOO_LARGE);
    return { text: await file.text(), fileName: file.name };
  }
  const text = formText(form, 'csv');
  if (text === '') throw badRequest('Send the table as a `file` part (CSV).');
  if (text.length > MAX_CSV_BYTES) throw badRequest(TOO_LARGE);
  return { text, fileName: '' };
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

datasetRoutes.put('/api/dataset-uploader/userdataset/upload', async (c) => {
  const user = requireUser(c);
  const form = await readForm(c);
  const { text, fileName } = await csvFromForm(form);
  const table = csvToTable(text);
  const name =
    formText(form, 'dataset_name').trim() || fileName.replace(/\.csv$/i, '').trim() || 'My dataset';
  if (name.length > 200) throw badRequest('dataset_name must have at most 200 characters.');
  if (/[\t\n\r]/.test(name) || CONTROL_CHARACTERS.test(name))
    throw badRequest('dataset_name must not contain control characters.');
  const { db } = c.get('server');
  const now = nowIso();
  const result = db
    .prepare(
      `INSERT INTO datasets (access_url, dataset_name, privacy, is_user_dataset, author_id, dataset_desc, columns,
         rows, metadata, modified)
       VALUES (?, ?, 'Private', 1, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      slugify(name),
      name,
      user.id,
      formText(form, 'dataset_desc'),
      JSON.stringify(table.columns),
      JSON.stringify(table.rows),
      JSON.stringify({ title: name, cases: table.rows.length }),
      now,
    );
  const id = Number(result.lastInsertRowid);
  db.prepare(
    'INSERT INTO content_history (content_type, content_id, changes, date) VALUES (?, ?, ?, ?)',
  ).run('dataset', id, `Uploaded by ${user.username} (${table.rows.length} rows).`, now);
  const created = findDatasetById(db, id);
  if (!created) throw new Error('dataset was not stored');
  return c.json(toApiDataset(db, created), 201);
});

datasetRoutes.post('/mydatasets/wopi/update/:id/CSV', async (c) => {
  const user = requireUser(c);
  const { db } = c.get('server');
  const row = findDatasetById(db, parseId(c.req.param('id'), 'dataset id'));
  if (!row || !canSeeDataset(user, row)) throw notFound('Dataset not found.');
  if (!bool(row.is_user_dataset))
    throw badRequest('Only user datasets can be replaced from a CSV file.');
  if (!isOwnerOrStaff(user, row.author_id))
    throw forbidden('Only the owner can update this dataset.');
  const type = c.req.header('content-type') ?? '';
  const text = /^text\/(csv|plain)/i.test(type)
    ? await c.req.text()
    : (await csvFromForm(await readForm(c))).text;
  if (text.length > MAX_CSV_BYTES) throw badRequest(TOO_LARGE);
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
