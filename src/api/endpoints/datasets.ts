import * as v from 'valibot';
import { api } from '../client';
import {
  CsvUpdateResultSchema,
  DatasetSchema,
  HistoryResponseSchema,
  MetadataHistoryResponseSchema,
  NotesResponseSchema,
  type CsvUpdateResult,
  type Dataset,
  type HistoryItem,
  type MetadataHistoryItem,
  type Note,
  type Privacy,
} from '../schemas/dataset';
import { DatasetTableSchema, type DatasetTable } from '../schemas/datasetTable';
import { requestOptions, seg, type CallOptions } from './callOptions';

/**
 * The `{appType}` segment of the notes and history calls: the product area the content
 * belongs to (datasets, user-dataset, activities, datastories).
 */
export type AppType = string;

/** GET /api/{appType}/notes/{id}/?type={t}: the staff notes. */
export async function fetchNotes(
  appType: AppType,
  id: number,
  type: string,
  options: CallOptions = {},
): Promise<Note[]> {
  const body = await api.request(
    'GET',
    `/api/${seg(appType)}/notes/${seg(id)}/`,
    NotesResponseSchema,
    requestOptions(options, { searchParams: { type } }),
  );
  return body.staff_notes;
}

/** GET /api/{appType}/history/{id}/?type={t}. */
export async function fetchHistory(
  appType: AppType,
  id: number,
  type: string,
  options: CallOptions = {},
): Promise<HistoryItem[]> {
  const body = await api.request(
    'GET',
    `/api/${seg(appType)}/history/${seg(id)}/`,
    HistoryResponseSchema,
    requestOptions(options, { searchParams: { type } }),
  );
  return body.history;
}

/** GET /api/{appType}/metadata-history/{id}/?type={t}. */
export async function fetchMetadataHistory(
  appType: AppType,
  id: number,
  type: string,
  options: CallOptions = {},
): Promise<MetadataHistoryItem[]> {
  const body = await api.request(
    'GET',
    `/api/${seg(appType)}/metadata-history/${seg(id)}/`,
    MetadataHistoryResponseSchema,
    requestOptions(options, { searchParams: { type } }),
  );
  return body.metadata_history;
}

/** GET /api/datasets/{code}/: one dataset by access_url (or id). */
export function fetchDataset(code: string | number, options: CallOptions = {}): Promise<Dataset> {
  return api.request('GET', `/api/datasets/${seg(code)}/`, DatasetSchema, requestOptions(options));
}

/** GET /api/datasets/: the datasets the current user may see. */
export function listDatasets(options: CallOptions = {}): Promise<Dataset[]> {
  return api.request('GET', '/api/datasets/', v.array(DatasetSchema), requestOptions(options));
}

/**
 * PATCH /api/datasets/{code}/ or, for a user dataset, /api/user-dataset/{code}/ with
 * dataset_privacy. Only the owner (or staff) may change it.
 */
export function updateDatasetPrivacy(
  code: string,
  privacy: Privacy,
  isUserDataset: boolean,
  options: CallOptions = {},
): Promise<Dataset> {
  const base = isUserDataset ? '/api/user-dataset/' : '/api/datasets/';
  return api.request(
    'PATCH',
    `${base}${seg(code)}/`,
    DatasetSchema,
    requestOptions(options, { json: { dataset_privacy: privacy } }),
  );
}

/**
 * PUT /api/dataset-uploader/userdataset/upload/ with form data: `file` (CSV) and optional
 * `dataset_name`. Creates a user dataset owned by the current user.
 */
export function uploadUserDataset(form: FormData, options: CallOptions = {}): Promise<Dataset> {
  return api.request(
    'PUT',
    '/api/dataset-uploader/userdataset/upload/',
    DatasetSchema,
    requestOptions(options, { body: form }),
  );
}

/** POST /mydatasets/wopi/update/{id}/CSV/ with form data `file`: replaces a user dataset's table. */
export function updateDatasetCsv(
  datasetId: number,
  form: FormData,
  options: CallOptions = {},
): Promise<CsvUpdateResult> {
  return api.request(
    'POST',
    `/mydatasets/wopi/update/${seg(datasetId)}/CSV/`,
    CsvUpdateResultSchema,
    requestOptions(options, { body: form }),
  );
}

/**
 * GET /api/datasets/{code}/table/: the dataset's columns and every row, for the data tool.
 * Refused (404) when the user may not see the dataset, 403 for a premium one without access.
 */
export function fetchDatasetTable(code: string, options: CallOptions = {}): Promise<DatasetTable> {
  return api.request(
    'GET',
    `/api/datasets/${seg(code)}/table/`,
    DatasetTableSchema,
    requestOptions(options),
  );
}

/**
 * DELETE /api/user-dataset/{code}/: deletes a user dataset. Only its owner may (403 for anyone
 * else, 404 when it is missing, private to somebody else, or a product dataset).
 */
export async function deleteUserDataset(code: string, options: CallOptions = {}): Promise<void> {
  await api.send('DELETE', `/api/user-dataset/${seg(code)}/`, requestOptions(options));
}
