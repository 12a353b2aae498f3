export const RECENTLY_PUBLISHED_HEADING = 'Recently published';
export const BY_SUBJECT_HEADING = 'By subject';
export const NOTHING_LISTED = 'There is nothing to show here yet.';
export const FILTER_LABELS = {
  all: 'All content',
  jr: 'Jr. content',
  'jr-practice': 'Jr. practices',
} as const;
