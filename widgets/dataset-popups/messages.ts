/** Spec section 8: metadata, notes and history popups on empty data. */
export const NO_RESULTS = 'No Results Found.';

/** Spec section 8: the archived dataset banner. */
export const ARCHIVED_MESSAGE = 'This dataset has been archived due to it being out of date.';

/** Spec section 4: the two privacy values and what each means. */
export const PRIVACY_LABELS = {
  Private: 'Private (Only Me)',
  Public: 'Public (Anyone with the link)',
} as const;
