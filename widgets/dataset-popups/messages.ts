/** Spec section 8: metadata, notes and history popups on empty data. */
export const NO_RESULTS = 'No Results Found.';

/** Spec section 8: the archived dataset banner. */
export const ARCHIVED_MESSAGE = 'This dataset has been archived due to it being out of date.';

/** Spec section 4: the two privacy values and what each means. */
export const PRIVACY_LABELS = {
  Private: 'Private (Only Me)',
  Public: 'Public (Anyone with the link)',
} as const;

/** Not in the spec: what Delete's confirmation says will happen. */
export const DELETE_WARNING =
  'The dataset, and the activities and data stories built on it, will be deleted for everyone. This cannot be undone.';

/** Not in the spec: the card of a dataset that has just been deleted. */
export function deletedMessage(name: string): string {
  return `“${name}” has been deleted.`;
}
