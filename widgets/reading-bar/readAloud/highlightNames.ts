/*
 * The names the bar's stylesheet (styles.ts, added at mount) shares with the highlighter, which
 * loads with the read-aloud controls.
 */

/** Class on the block being read, styled by the bar's stylesheet. */
export const CURRENT_BLOCK_CLASS = 'reading-bar-current-block';
/** Name of the CSS Custom Highlight that marks the word being spoken. */
export const WORD_HIGHLIGHT = 'reading-bar-word';
