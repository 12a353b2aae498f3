import type { Metadata } from '@courses/runtime';

export interface MetadataRow {
  key: string;
  previous: string;
  current: string;
  changed: boolean;
}

function show(value: Metadata[string] | undefined): string {
  return value === undefined || value === null ? '' : String(value);
}

/** Every key of either snapshot, in the order it first appears, previous beside current. */
export function compareMetadata(previous: Metadata, current: Metadata): MetadataRow[] {
  const keys = [...new Set([...Object.keys(previous), ...Object.keys(current)])];
  return keys.map((key) => {
    const before = show(previous[key]);
    const after = show(current[key]);
    return { key, previous: before, current: after, changed: before !== after };
  });
}
