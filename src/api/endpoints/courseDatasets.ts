import { api } from '../client';
import { DatasetSchema, type Dataset } from '../schemas/dataset';
import { VocabularySchema, type VocabularyItem } from '../schemas/keyword';
import { requestOptions, seg, type CallOptions } from './callOptions';

/** GET /api/course-dataset/{id}/keywords/: the Vocabulary popup's list. */
export function fetchVocabulary(
  courseDatasetId: number,
  options: CallOptions = {},
): Promise<VocabularyItem[]> {
  return api.request(
    'GET',
    `/api/course-dataset/${seg(courseDatasetId)}/keywords/`,
    VocabularySchema,
    requestOptions(options),
  );
}

/** GET /api/course-dataset/{id}/about/: the About popup (description, tags, docs, sources, csv). */
export function fetchCourseDatasetAbout(
  courseDatasetId: number,
  options: CallOptions = {},
): Promise<Dataset> {
  return api.request(
    'GET',
    `/api/course-dataset/${seg(courseDatasetId)}/about/`,
    DatasetSchema,
    requestOptions(options),
  );
}
