import { Hono, type Context } from 'hono';
import {
  datasetPagePath,
  datasetsPage,
  datasetTablePage,
  type DatasetListItem,
  UPLOAD_TOO_LARGE,
} from '../../pages/datasets';
import { parseJson } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { HttpError } from '../http/httpError';
import { formText, readForm } from '../http/readBody';
import { canSeeDataset, findDataset, type DatasetRow } from '../repos/datasets';
import { createUserDataset } from '../services/userDatasets';
import { csvFromForm } from './datasets';
import { notFoundPage, pageContext } from './pages';

/** The dataset pages a Django site serves: the list with its upload form, and one dataset. */
export const datasetPageRoutes = new Hono<AppEnv>();

function listItems(c: Context<AppEnv>): DatasetListItem[] {
  const user = c.get('user');
  const rows = c
    .get('server')
    .db.prepare(
      'SELECT * FROM datasets WHERE is_archived = 0 ORDER BY is_user_dataset DESC, id DESC',
    )
    .all() as DatasetRow[];
  return rows
    .filter((row) => canSeeDataset(user, row))
    .map((row) => ({
      code: row.access_url,
      name: row.dataset_name,
      cases: parseJson<{ cases?: number }>(row.metadata, {}).cases ?? 0,
      privacy: row.privacy,
      mine: user !== null && row.author_id === user.id,
    }));
}

datasetPageRoutes.get('/datasets', (c) => {
  const message = c.req.query('upload') === 'too-large' ? UPLOAD_TOO_LARGE : '';
  return c.html(datasetsPage(pageContext(c), listItems(c), message));
});

datasetPageRoutes.post('/datasets/upload', async (c) => {
  const user = c.get('user');
  if (!user) return c.redirect('/demo/login/?next=/datasets/', 303);
  try {
    const form = await readForm(c);
    const created = createUserDataset(c.get('server').db, user, {
      ...(await csvFromForm(form)),
      name: formText(form, 'dataset_name'),
      description: '',
    });
    // Post/redirect/get: the new dataset opens in the data tool.
    return c.redirect(datasetPagePath(created.access_url), 303);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return c.html(datasetsPage(pageContext(c), listItems(c), error.detail), 400);
  }
});

function datasetPage(c: Context<AppEnv>, framed: boolean): Response {
  const row = findDataset(c.get('server').db, c.req.param('code') ?? '');
  if (!row || !canSeeDataset(c.get('user'), row)) return notFoundPage(c);
  return c.html(
    datasetTablePage(pageContext(c), { code: row.access_url, name: row.dataset_name }, { framed }),
  );
}

datasetPageRoutes.get('/tableview/dataset/:code', (c) => datasetPage(c, false));
/** The chromeless view other sites frame. */
datasetPageRoutes.get('/embed/dataset/:code', (c) => datasetPage(c, true));
