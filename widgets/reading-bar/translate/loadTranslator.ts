/**
 * The translation library (spec sections 7 and 8): downloads the translation provider's script,
 * hands back the API it defines, and throws a TranslatorError when the script cannot be
 * downloaded or the page's maths library is a version translated text would break.
 */

import { TranslatorError } from './translatorError';

/**
 * What a provider script defines as `window.CoursesTranslator` (docs/translation-provider.md
 * documents it). `translate` changes only the text of the element's text nodes and sets its
 * `lang` and `dir`; `restore` puts back the original text exactly.
 */
export interface TranslationProvider {
  translate(element: HTMLElement, languageCode: string): void | Promise<void>;
  restore(element: HTMLElement): void;
}

/** A script that neither loads nor fails (a stalled server) counts as failed after this long. */
export const SCRIPT_TIMEOUT_MS = 20_000;

/**
 * Downloads in flight or done, by URL. The provider script defines a page-wide global, so it is
 * fetched once per page however many bars ask; a failed download is forgotten so that a retry
 * fetches it again.
 */
const downloads = new Map<string, Promise<void>>();

function downloadScript(url: string, doc: Document): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.coursesTranslator = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new TranslatorError('download', `The translator script ${url} ${why}`));
    };
    const timer = setTimeout(
      () => fail(`did not load in ${SCRIPT_TIMEOUT_MS} ms`),
      SCRIPT_TIMEOUT_MS,
    );
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail('could not be downloaded');
    doc.head.append(script);
  });
}

function downloadOnce(url: string, doc: Document): Promise<void> {
  const known = downloads.get(url);
  if (known) return known;
  const download = downloadScript(url, doc).catch((error: unknown) => {
    downloads.delete(url);
    throw error;
  });
  downloads.set(url, download);
  return download;
}

interface TranslatorGlobals {
  CoursesTranslator?: unknown;
  MathJax?: { version?: unknown } | null;
}

/**
 * Typeset maths is markup the translator must leave alone, which it can only do with MathJax 3's
 * containers: another loaded version (a string `version` not starting with 3) is refused. A
 * MathJax object without a version is the page's configuration before the library has loaded.
 */
export function assertMathsLibraryVersion(win: Window = window): void {
  const version = (win as TranslatorGlobals).MathJax?.version;
  if (typeof version === 'string' && !version.startsWith('3')) {
    throw new TranslatorError(
      'maths-version',
      `The page has MathJax ${version}; the translator needs MathJax 3 to keep typeset maths intact`,
    );
  }
}

function isProvider(value: unknown): value is TranslationProvider {
  const candidate = value as Partial<Record<keyof TranslationProvider, unknown>> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.translate === 'function' &&
    typeof candidate.restore === 'function'
  );
}

/** Downloads the provider script at `url` (once per page) and returns the provider's API. */
export async function loadTranslator(
  url: string,
  doc: Document = document,
): Promise<TranslationProvider> {
  const win = doc.defaultView ?? window;
  assertMathsLibraryVersion(win);
  await downloadOnce(url, doc);
  // The page may have loaded its maths library while the script downloaded.
  assertMathsLibraryVersion(win);
  const provider = (win as TranslatorGlobals).CoursesTranslator;
  if (!isProvider(provider)) {
    throw new TranslatorError(
      'provider',
      `The translator script ${url} did not define window.CoursesTranslator`,
    );
  }
  return provider;
}

/** Shows `element` in `languageCode`: the original for the source language, else a translation. */
export async function applyLanguage(
  provider: TranslationProvider,
  element: HTMLElement,
  languageCode: string,
  sourceLanguage: string,
): Promise<void> {
  if (languageCode !== sourceLanguage)
    assertMathsLibraryVersion(element.ownerDocument.defaultView ?? window);
  try {
    if (languageCode === sourceLanguage) {
      restoreOriginal(provider, element);
    } else {
      rememberOwnLanguage(element);
      await provider.translate(element, languageCode);
      element.lang = languageCode;
    }
  } catch (error) {
    throw new TranslatorError('translate', `The translator failed on ${languageCode}`, {
      cause: error,
    });
  }
}

/** Puts back the element's original text and its own `lang`. */
export function restoreOriginal(provider: TranslationProvider, element: HTMLElement): void {
  provider.restore(element);
  restoreOwnLanguage(element);
}

/** Where the element's own `lang` is kept while it shows a translation. */
const OWN_LANG = 'coursesOwnLang';

/**
 * Translated content carries its language (WCAG 3.1.2), whatever the provider does, so screen
 * readers pronounce it right; the source language puts the element's own `lang` back.
 */
function rememberOwnLanguage(element: HTMLElement): void {
  if (element.dataset[OWN_LANG] === undefined) element.dataset[OWN_LANG] = element.lang;
}

function restoreOwnLanguage(element: HTMLElement): void {
  const own = element.dataset[OWN_LANG];
  if (own === undefined) return;
  if (own) element.lang = own;
  else element.removeAttribute('lang');
  delete element.dataset[OWN_LANG];
}
