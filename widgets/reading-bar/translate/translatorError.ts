/** Why the translator could not do its work (TRANSLATOR_ERRORS words each for the reader). */
export type TranslatorFailure = 'download' | 'maths-version' | 'provider' | 'translate';

/** Shown in the bar when the translator fails (spec section 8); the reason is also logged. */
export const TRANSLATOR_ERRORS: Record<TranslatorFailure, string> = {
  download: 'The translator could not be loaded. Check your connection and try again.',
  provider: 'The translator could not be loaded. Check your connection and try again.',
  'maths-version':
    'The translator cannot be used on this page: it would break the maths shown here.',
  translate: 'The text could not be translated. Try again, or choose English.',
};

/**
 * A translator failure, in a module of its own with its words: the bar words a failure from its
 * first render, while the library that throws them (loadTranslator.ts) loads only when it is
 * needed, and the bar's other words with its panel.
 */
export class TranslatorError extends Error {
  override readonly name = 'TranslatorError';
  constructor(
    readonly reason: TranslatorFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
