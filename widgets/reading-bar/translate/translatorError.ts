/** Why the translator could not do its work (messages.ts words each for the reader). */
export type TranslatorFailure = 'download' | 'maths-version' | 'provider' | 'translate';

/**
 * A translator failure, in a module of its own: the bar tells failures apart from its first
 * render, while the library that throws them (loadTranslator.ts) loads only when it is needed.
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
