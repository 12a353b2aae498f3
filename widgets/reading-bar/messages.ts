import type { TextSize } from '@courses/runtime';
import type { ReadAloudState } from './readAloud/ReadAloudSession';
import type { TranslatorFailure } from './translate/translatorError';

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

/** Shown in the bar when the translator fails (spec section 8); the reason is also logged. */
export const TRANSLATOR_ERRORS: Record<TranslatorFailure, string> = {
  download: 'The translator could not be loaded. Check your connection and try again.',
  provider: 'The translator could not be loaded. Check your connection and try again.',
  'maths-version':
    'The translator cannot be used on this page: it would break the maths shown here.',
  translate: 'The text could not be translated. Try again, or choose English.',
};
