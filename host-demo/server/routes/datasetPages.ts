import { Hono, type Context } from 'hono';
import {
  datasetPagePath,
  datasetsPage,
  datasetTablePage,
  type DatasetListItem,
  UPLOAD_TOO_LARGE,
} from '../../pages/datasets';
import { activityPage, deletedDatasetPage } from '../../pages/activity';
import { parseJson } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { formText, readForm } from '../http/readBody';
import { canUsePremium } from '../repos/access';
import { findVisibleContent } from '../services/contentAccess';
import {
  canSeeDataset,
  findActivity,
  findDataset,
  findDatasetById,
  listUnarchivedDatasets,
  toApiActivity,
} from '../repos/datasets';
import { DomainError } from '../services/errors';
import { createUserDataset, DATASET_DELETED, wasDeleted } from '../services/userDatasets';
import { csvFromForm } from './datasets';
import { notFoundPage, pageContext } from './pages';

/** The dataset pages a Django site serves: the list with its upload form, and one dataset. */
export const datasetPageRoutes = new Hono<AppEnv>();

function listItems(c: Context<AppEnv>): DatasetListItem[] {
  const user = c.get('user');
  return listUnarchivedDatasets(c.get('server').db)
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
    if (!(error instanceof DomainError)) throw error;
    return c.html(datasetsPage(pageContext(c), listItems(c), error.detail), 400);
  }
});

function datasetPage(c: Context<AppEnv>, framed: boolean): Response {
  const { db } = c.get('server');
  const code = c.req.param('code') ?? '';
  const row = findDataset(db, code);
  if (!row && wasDeleted(db, code))
    return c.html(deletedDatasetPage(pageContext(c), DATASET_DELETED), 404);
  if (!row || !canSeeDataset(c.get('user'), row)) return notFoundPage(c);
  return c.html(
    datasetTablePage(pageContext(c), { code: row.access_url, name: row.dataset_name }, { framed }),
  );
}

datasetPageRoutes.get('/tableview/dataset/:code', (c) => datasetPage(c, false));
/** The chromeless view other sites frame. */
datasetPageRoutes.get('/embed/dataset/:code', (c) => datasetPage(c, true));

/** A dataset's get_absolute_url (the menu's View) and the data tool with the dataset in it. */
function toDatasetPage(c: Context<AppEnv>): Response {
  return c.redirect(datasetPagePath(c.req.param('code') ?? ''), 302);
}
datasetPageRoutes.get('/datasets/:code', toDatasetPage);
datasetPageRoutes.get('/insert-data-instance/:code', toDatasetPage);

/**
 * An activity's page: 404 when its dataset is private to somebody else, or when it is not yet
 * published and the visitor may not open it (findVisibleContent).
 */
datasetPageRoutes.get('/activity/:code', (c) => {
  const { db } = c.get('server');
  const user = c.get('user');
  let ref;
  try {
    ref = findVisibleContent(db, user, 'activity', c.req.param('code'));
  } catch (error) {
    if (error instanceof DomainError) return notFoundPage(c);
    throw error;
  }
  const row = findActivity(db, ref.id);
  if (!row) return notFoundPage(c);
  const dataset = row.dataset_id === null ? undefined : findDatasetById(db, row.dataset_id);
  const open = !dataset || canUsePremium(user, dataset);
  return c.html(
    activityPage(pageContext(c), {
      activity: toApiActivity(db, row),
      prompt: open ? row.content : null,
      dataset: dataset
        ? {
            code: dataset.access_url,
            name: dataset.dataset_name,
            isJunior: Boolean(dataset.is_tuva_jr),
          }
        : null,
    }),
  );
});
