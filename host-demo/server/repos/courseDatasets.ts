import type { CourseDataset, DatasetColumn, DataRow } from '../../../src/api/schemas/lessonStep';
import type { Metadata } from '../../../src/api/schemas/common';
import type { Db } from '../db/openDatabase';
import { parseJson } from '../db/json';

export interface CourseDatasetRow {
  id: number;
  dataset_id: number;
  dataset_name: string;
}

export function findCourseDataset(db: Db, id: number): CourseDatasetRow | undefined {
  return db.prepare('SELECT * FROM course_datasets WHERE id = ?').get(id) as
    CourseDatasetRow | undefined;
}

export function courseDatasetKeywords(db: Db, courseDatasetId: number) {
  return db
    .prepare(
      `SELECT keywords.id, keywords.keyword, keywords.keyword_details FROM course_dataset_keywords
       JOIN keywords ON keywords.id = course_dataset_keywords.keyword_id
       WHERE course_dataset_id = ? ORDER BY keywords.keyword`,
    )
    .all(courseDatasetId) as { id: number; keyword: string; keyword_details: string }[];
}

/** The course dataset with its table, as a data step carries it. */
export function loadCourseDataset(db: Db, id: number): CourseDataset | null {
  const row = findCourseDataset(db, id);
  if (!row) return null;
  const table = db
    .prepare('SELECT columns, rows, metadata FROM datasets WHERE id = ?')
    .get(row.dataset_id) as { columns: string; rows: string; metadata: string } | undefined;
  if (!table) return null;
  const columns = parseJson<DatasetColumn[]>(table.columns, []);
  return {
    id: row.id,
    dataset_name: row.dataset_name,
    keywords: courseDatasetKeywords(db, row.id).map(({ id: keywordId, keyword }) => ({
      id: keywordId,
      keyword,
    })),
    dataset: {
      column_ids: columns.map((column) => column.id),
      columns,
      rows: parseJson<DataRow[]>(table.rows, []),
      metadata: parseJson<Metadata>(table.metadata, {}),
    },
  };
}

/** The first course dataset made of a dataset, if any. */
export function firstCourseDatasetOf(db: Db, datasetId: number): number | undefined {
  const row = db
    .prepare('SELECT id FROM course_datasets WHERE dataset_id = ? ORDER BY id LIMIT 1')
    .get(datasetId) as { id: number } | undefined;
  return row?.id;
}

/** Makes a course dataset of a dataset; returns its id. */
export function insertCourseDataset(db: Db, datasetId: number, datasetName: string): number {
  const result = db
    .prepare('INSERT INTO course_datasets (dataset_id, dataset_name) VALUES (?, ?)')
    .run(datasetId, datasetName);
  return Number(result.lastInsertRowid);
}
