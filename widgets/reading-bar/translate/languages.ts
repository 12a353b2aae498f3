/**
 * Spec section 3: the translator's languages, names word for word and in the spec's order, with
 * the BCP 47 code the provider is asked for and the page's `lang` becomes.
 */
export const LANGUAGES = [
  { code: 'ar', name: 'Arabic' },
  { code: 'zh-CN', name: 'Chinese (Simplified)' },
  { code: 'zh-TW', name: 'Chinese (Traditional)' },
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'ht', name: 'Haitian Creole' },
  { code: 'ko', name: 'Korean' },
  { code: 'lt', name: 'Lithuanian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'es', name: 'Spanish' },
  { code: 'tr', name: 'Turkish' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The content is written in English: choosing it shows the original. */
export const SOURCE_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}
