/**
 * Sizes the language gives constructs when the author gives none (spec section 9), in a file
 * of their own: widgets read them (the builder's fields, the lesson player's controls) without
 * needing the constructs' code.
 */

/** Text area size: 4 rows, 50 columns. */
export const DEFAULT_TEXTAREA_ROWS = 4;
export const TEXTAREA_COLUMNS = 50;

/** Embedded video size. */
export const DEFAULT_VIDEO_WIDTH = 560;
export const DEFAULT_VIDEO_HEIGHT = 315;
