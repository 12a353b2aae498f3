/**
 * The first-visit tour's words. The spec fixes only the preference (section 3: key tour, value
 * v1) and the player's own labels, quoted here word for word; the rest is ours. The offer's
 * words are here; the dialog's load with it (dialogMessages.ts).
 */
export const TOUR_VERSION = 'v1';

export const OFFER_TITLE = 'Your first visit';
export const OFFER_TEXT =
  'This is your first visit to the lesson player. A short tour shows where things are.';
export const TAKE_THE_TOUR = 'Take the tour';
export const NOT_NOW = 'Not now';
