import { Hono, type Context } from 'hono';
import { PrivacyPayloadSchema } from '../../../src/api/schemas/dataset';
import type { DataRow, DatasetColumn } from '../../../src/api/schemas/lessonStep';
import { parseJson } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { Invalid } from '../services/errors';
import { formText, parseId, readForm, readJson, type FormFields } from '../http/readBody';
import { requireUser } from '../http/session';
import { listHistory } from '../repos/contentHistory';
import { contentTypeOf, findVisibleContent } from '../services/contentAccess';
import { toApiDataset, toApiDatasetFor, type DatasetRow } from '../repos/datasets';
import { listStaffNotes } from '../repos/staffNotes';
import { metadataHistoryOf } from '../services/contentRecords';
import { tableToCsv } from '../services/csv';
import {
  changeDatasetPrivacy,
  checkTableReadable,
  deleteOwnUserDataset,
  listVisibleDatasets,
  replaceableUserDataset,
  replaceDatasetTable,
  visibleDataset as findVisibleDataset,
} from '../services/datasets';
import { createUserDataset, CSV_TOO_LARGE, MAX_CSV_BYTES } from '../services/userDatasets';

export const datasetRoutes = new Hono<AppEnv>();

function visibleDataset(c: Context<AppEnv>, code: string): DatasetRow {
  return findVisibleDataset(c.get('server').db, c.get('user'), code);
}

datasetRoutes.get('/api/datasets', (c) => {
  return c.json(listVisibleDatasets(c.get('server').db, c.get('user')));
});

datasetRoutes.get('/api/datasets/:code', (c) =>
  c.json(
    toApiDatasetFor(c.get('server').db, c.get('user'), visibleDataset(c, c.req.param('code'))),
  ),
);

datasetRoutes.get('/api/datasets/:code/csv', (c) => {
  const row = visibleDataset(c, c.req.param('code'));
  checkTableReadable(c.get('user'), row);
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
  checkTableReadable(c.get('user'), row);
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
  const { db } = c.get('server');
  return c.json(
    toApiDataset(db, changeDatasetPrivacy(db, user, row, dataset_privacy, userDataset)),
  );
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
  deleteOwnUserDataset(c.get('server').db, user, row);
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
  return c.json({ staff_notes: listStaffNotes(c.get('server').db, content.type, content.id) });
});

datasetRoutes.get('/api/:appType/history/:id', (c) => {
  const content = contentFor(c);
  return c.json({ history: listHistory(c.get('server').db, content.type, content.id) });
});

datasetRoutes.get('/api/:appType/metadata-history/:id', (c) => {
  const content = contentFor(c);
  return c.json({
    metadata_history: metadataHistoryOf(c.get('server').db, content.type, content.id),
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
  const row = replaceableUserDataset(db, user, parseId(c.req.param('id'), 'dataset id'));
  const type = c.req.header('content-type') ?? '';
  const text = /^text\/(csv|plain)/i.test(type)
    ? await c.req.text()
    : (await csvFromForm(await readForm(c))).text;
  const replaced = replaceDatasetTable(db, user, row, text);
  return c.json({ success: true, id: row.id, ...replaced });
});
