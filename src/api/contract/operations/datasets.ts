/** Datasets: product datasets, users' own uploads, course datasets and their histories. */
import * as v from 'valibot';
import {
  CsvUpdateResultSchema,
  DatasetSchema,
  HistoryResponseSchema,
  MetadataHistoryResponseSchema,
  NotesResponseSchema,
  PrivacyPayloadSchema,
} from '../../schemas/dataset';
import { DatasetTableSchema } from '../../schemas/datasetTable';
import { VocabularySchema } from '../../schemas/keyword';
import { CSV_UPLOAD_LIMITS_TEXT, DATASET_NAME_MAX_CHARS } from '../limits';
import { codeParam, error, idParam, ok, type Operation, type ParameterSpec } from '../operation';

const TAG = 'Datasets';

const code = codeParam("The dataset's access_url (its id works too).");
const hidden = error(
  'No such dataset, or one private to somebody else (deleted: `detail` says so).',
);
const premium = error('A premium dataset for a user without a premium subscription.');
const appType: ParameterSpec = {
  schema: v.pipe(v.string(), v.minLength(1)),
  description: 'The product area: datasets, user-dataset, activities or datastories.',
};
const contentType: ParameterSpec = {
  schema: v.picklist(['dataset', 'userdataset', 'activity', 'datastory']),
  description: 'The kind of content (defaults from appType).',
  required: false,
};

const csvForm = v.object({
  file: v.optional(v.string()),
  csv: v.optional(v.string()),
});

function history(id: string, path: string, summary: string, schema: v.GenericSchema): Operation {
  return {
    id,
    method: 'GET',
    path,
    tag: TAG,
    summary,
    caller: 'user',
    pathParams: { appType, id: idParam('The content id.') },
    query: { type: contentType },
    responses: {
      200: ok('The entries, newest first.', schema),
      400: error('An unknown `type`, or an id that is not a positive integer.'),
      404: error('No such content, or content private to somebody else.'),
    },
  };
}

export const datasetOperations: Operation[] = [
  {
    id: 'listDatasets',
    method: 'GET',
    path: '/api/datasets/',
    tag: TAG,
    summary: 'The datasets the caller may see',
    caller: 'anyone',
    responses: { 200: ok('The datasets.', v.array(DatasetSchema)) },
  },
  {
    id: 'fetchDataset',
    method: 'GET',
    path: '/api/datasets/{code}/',
    tag: TAG,
    summary: "One dataset's metadata",
    caller: 'anyone',
    pathParams: { code },
    responses: { 200: ok('The dataset.', DatasetSchema), 404: hidden },
  },
  {
    id: 'fetchDatasetCsv',
    method: 'GET',
    path: '/api/datasets/{code}/csv/',
    tag: TAG,
    summary: "A dataset's table as CSV (the About popup's download)",
    caller: 'anyone',
    pathParams: { code },
    responses: {
      200: { description: 'The CSV file.', mediaType: 'text/csv' },
      403: premium,
      404: hidden,
    },
  },
  {
    id: 'fetchDatasetTable',
    method: 'GET',
    path: '/api/datasets/{code}/table/',
    tag: TAG,
    summary: "A dataset's columns and every row, for the data tool",
    caller: 'anyone',
    pathParams: { code },
    responses: { 200: ok('The table.', DatasetTableSchema), 403: premium, 404: hidden },
  },
  {
    id: 'updateProductDatasetPrivacy',
    method: 'PATCH',
    path: '/api/datasets/{code}/',
    tag: TAG,
    summary: "Changes a product dataset's privacy (its author or staff)",
    caller: 'user',
    pathParams: { code },
    body: { kind: 'json', schema: PrivacyPayloadSchema },
    responses: {
      200: ok('The dataset.', DatasetSchema),
      403: error('A visitor, or not the author.'),
      404: error('No such product dataset (user datasets live under /api/user-dataset/).'),
    },
  },
  {
    id: 'updateDatasetPrivacy',
    method: 'PATCH',
    path: '/api/user-dataset/{code}/',
    tag: TAG,
    summary: "Changes a user dataset's privacy (its owner or staff)",
    caller: 'user',
    pathParams: { code },
    body: { kind: 'json', schema: PrivacyPayloadSchema },
    responses: {
      200: ok('The dataset.', DatasetSchema),
      403: error('A visitor, or not the owner.'),
      404: error('No such user dataset, or one private to somebody else.'),
    },
  },
  {
    id: 'deleteUserDataset',
    method: 'DELETE',
    path: '/api/user-dataset/{code}/',
    tag: TAG,
    summary: 'Deletes a user dataset and what is built on it (its owner only)',
    caller: 'user',
    pathParams: { code },
    responses: {
      204: { description: 'Deleted.' },
      403: error('A visitor, or not the owner (staff included).'),
      404: error('No such user dataset, one private to somebody else, or a product dataset.'),
    },
  },
  {
    id: 'uploadUserDataset',
    method: 'PUT',
    path: '/api/dataset-uploader/userdataset/upload/',
    tag: TAG,
    summary: 'Creates a private user dataset from a CSV file',
    description: `The first record names the columns; a column whose values are all numbers is numeric. ${CSV_UPLOAD_LIMITS_TEXT}`,
    caller: 'user',
    body: {
      kind: 'form',
      schema: v.object({
        ...csvForm.entries,
        dataset_name: v.optional(v.pipe(v.string(), v.maxLength(DATASET_NAME_MAX_CHARS))),
        dataset_desc: v.optional(v.string()),
      }),
      files: ['file'],
      description:
        'multipart/form-data: `file` (the CSV) or `csv` (its text), optional `dataset_name` and `dataset_desc`.',
    },
    responses: {
      201: ok('The new dataset.', DatasetSchema),
      400: error(
        'No table, an empty or malformed CSV, too many columns, a bad name, or over 20 MB.',
      ),
      413: error('The body is over the upload limit.'),
    },
  },
  {
    id: 'updateDatasetCsv',
    method: 'POST',
    path: '/mydatasets/wopi/update/{id}/CSV/',
    tag: TAG,
    summary: "Replaces a user dataset's table from a CSV file",
    description: CSV_UPLOAD_LIMITS_TEXT,
    caller: 'user',
    pathParams: { id: idParam('The dataset id.') },
    body: {
      kind: 'form',
      schema: csvForm,
      files: ['file'],
      description:
        'multipart/form-data `file` (or `csv`); a text/csv body is read as the table itself.',
    },
    responses: {
      200: ok('Replaced.', CsvUpdateResultSchema),
      400: error('A product dataset, an empty or malformed CSV, or over the limits.'),
      403: error('A visitor, or not the owner.'),
      404: error('No such dataset, or one private to somebody else.'),
    },
  },
  history(
    'fetchNotes',
    '/api/{appType}/notes/{id}/',
    'Staff notes of a piece of content',
    NotesResponseSchema,
  ),
  history(
    'fetchHistory',
    '/api/{appType}/history/{id}/',
    'The change history of a piece of content',
    HistoryResponseSchema,
  ),
  history(
    'fetchMetadataHistory',
    '/api/{appType}/metadata-history/{id}/',
    "A dataset's metadata snapshots",
    MetadataHistoryResponseSchema,
  ),
  {
    id: 'fetchVocabulary',
    method: 'GET',
    path: '/api/course-dataset/{id}/keywords/',
    tag: TAG,
    summary: "A course dataset's vocabulary",
    caller: 'anyone',
    pathParams: { id: idParam('The course dataset id.') },
    responses: {
      200: ok('The keywords.', VocabularySchema),
      400: error('The id is not a positive integer.'),
      404: error('No such course dataset.'),
    },
  },
  {
    id: 'fetchCourseDatasetAbout',
    method: 'GET',
    path: '/api/course-dataset/{id}/about/',
    tag: TAG,
    summary: "A course dataset's About popup",
    caller: 'anyone',
    pathParams: { id: idParam('The course dataset id.') },
    responses: {
      200: ok('The dataset.', DatasetSchema),
      400: error('The id is not a positive integer.'),
      404: error('No such course dataset.'),
    },
  },
];
