import type { TextSize } from '@courses/runtime';
import type { ReadAloudState } from './readAloud/ReadAloudSession';

export const TEXT_SIZE_LABEL = 'Text size';
export const READ_ALOUD_LABEL = 'Read aloud';

export const TEXT_SIZE_NAMES: Record<TextSize, string> = {
  standard: 'Standard',
  large: 'Large',
  extralarge: 'Extra large',
};

/** Shown beside the buttons and announced politely when it changes. */
export const READ_ALOUD_STATUS: Record<ReadAloudState, string> = {
  stopped: 'Stopped',
  reading: 'Reading aloud',
  paused: 'Paused',
};

export const NOTHING_TO_READ = 'There is no text to read on this page yet.';

export const LANGUAGE_LABEL = 'Language';
/** Spec section 9: the loader's label. */
export const TRANSLATOR_LOADING = 'Loading...';
export const TRANSLATOR_RETRY = 'Try again';
// The words for a translator failure are in translate/translatorError.ts, beside its reasons.
