/** Content kinds and their display names (spec section 1), keyed by the type the API uses. */
export const CONTENT_KIND_NAMES = {
  datastory: 'Data Story',
  dataset: 'Dataset',
  course: 'Course',
  userdataset: 'User Dataset',
  plot: 'Plot',
  resource: 'Resource',
  activity: 'Activity',
  task: 'Task',
  practice: 'Practice',
  assessment: 'Assessment',
  collection: 'Collection',
} as const;

export type ContentKind = keyof typeof CONTENT_KIND_NAMES;

export function isContentKind(value: string): value is ContentKind {
  return Object.hasOwn(CONTENT_KIND_NAMES, value);
}

/** The display name of a kind; junior content gets the prefix Jr. */
export function contentKindName(kind: ContentKind, junior = false): string {
  const name = CONTENT_KIND_NAMES[kind];
  return junior ? `Jr. ${name}` : name;
}
