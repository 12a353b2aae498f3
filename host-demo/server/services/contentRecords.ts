import type { Metadata } from '../../../src/api/schemas/common';
import { parseJson } from '../db/json';
import type { Db } from '../db/openDatabase';
import { listMetadataHistory } from '../repos/contentHistory';

/** A metadata change as the API sends it: the stored JSON read, the author as an object. */
export interface MetadataChange {
  dataset_name: string;
  date: string;
  added_by: { username: string };
  previous_metadata: Metadata;
  current_metadata: Metadata;
}

/** The metadata history of one piece of content, newest first. */
export function metadataHistoryOf(
  db: Db,
  contentType: string,
  contentId: number,
): MetadataChange[] {
  return listMetadataHistory(db, contentType, contentId).map((row) => ({
    dataset_name: row.dataset_name,
    date: row.date,
    added_by: { username: row.added_by },
    previous_metadata: parseJson<Metadata>(row.previous_metadata, {}),
    current_metadata: parseJson<Metadata>(row.current_metadata, {}),
  }));
}
