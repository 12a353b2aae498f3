import { useCallback, useEffect, useState } from 'react';
import {
  RequestFailure,
  getRuntimeConfig,
  sessionValue,
  useRequest,
  type RequestState,
  type RuntimeConfig,
} from '@courses/runtime';
import { isLanguageCode, SOURCE_LANGUAGE, type LanguageCode } from './languages';
import type * as TranslatorLibraryModule from './loadTranslator';
import type { TranslationProvider } from './loadTranslator';
import { TRANSLATOR_ERRORS, TranslatorError } from './translatorError';

/** The translation library, loaded with the provider: a bar left in English never needs it. */
type TranslatorLibrary = typeof TranslatorLibraryModule;

/** Session storage keeps the chosen language for the tab, so a reload shows it again. */
export const LANGUAGE_KEY = 'courses.readingBar.language';

/** Spec section 9: the translation widget is set up this long after its script has loaded. */
export const TRANSLATOR_SETUP_DELAY_MS = 500;

/** The provider, set up, and the library that drives it. */
export interface Translator {
  provider: TranslationProvider;
  library: TranslatorLibrary;
}

/**
 * Idle until the provider is first wanted; then a request's state, whose failure carries the
 * words the bar shows (the reason itself is logged).
 */
export type TranslatorState = { status: 'idle' } | RequestState<Translator>;

const IDLE: TranslatorState = { status: 'idle' };

/** The runtime's default for `translatorUrl`: the development provider the demo server serves. */
export const DEFAULT_TRANSLATOR_URL = '/static/vendor/translator/translator.js';

/**
 * Where the provider script is. The page's runtime may be a build from before the setting
 * existed (the runtime is shared, and loaded by the page's loader rather than this remote), so
 * its absence means the default.
 */
export function translatorUrl(): string {
  const config: Partial<RuntimeConfig> = getRuntimeConfig();
  return config.translatorUrl ?? DEFAULT_TRANSLATOR_URL;
}

function storedLanguage(): LanguageCode {
  const stored = sessionValue<unknown>(LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : SOURCE_LANGUAGE;
}

function asTranslatorError(error: unknown): TranslatorError {
  return error instanceof TranslatorError
    ? error
    : new TranslatorError('provider', 'The translator failed to start', { cause: error });
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

function report(error: TranslatorError): void {
  console.error('[courses] reading-bar: translator failed', error);
}

/**
 * The language translator (spec sections 1, 4 and 7): the provider script is loaded lazily, on
 * `load()` (the reader reaches the control) or when a language other than English is wanted,
 * then set up after TRANSLATOR_SETUP_DELAY_MS. The chosen language is applied to `content`,
 * and to whatever text later appears in it, until English is chosen or the bar goes.
 */
export function useTranslator(content: HTMLElement | null) {
  const [language, setLanguage] = useState<LanguageCode>(storedLanguage);
  // A language other than English (kept from earlier in the tab, or chosen) needs the provider.
  const [wanted, setWanted] = useState(language !== SOURCE_LANGUAGE);
  // Why applying a language failed once the provider was ready (the words shown), until a retry
  // sets the provider up again.
  const [applyFailure, setApplyFailure] = useState<TranslatorState | null>(null);
  // The provider script loads like any request: aborted when the bar goes, asked again on retry.
  const request = useRequest(wanted ? 'translator' : null, async (signal) => {
    try {
      const library = await import('./loadTranslator').catch((cause: unknown) => {
        throw new TranslatorError('download', 'The translation library did not load', { cause });
      });
      const provider = await library.loadTranslator(translatorUrl());
      await delay(TRANSLATOR_SETUP_DELAY_MS, signal);
      return { provider, library };
    } catch (cause) {
      if (signal.aborted) throw cause;
      const error = asTranslatorError(cause);
      report(error);
      throw new RequestFailure(TRANSLATOR_ERRORS[error.reason]);
    }
  });
  const load = useCallback(() => setWanted(true), []);
  const { retry: retryRequest } = request;
  const retry = useCallback(() => {
    setApplyFailure(null);
    retryRequest();
  }, [retryRequest]);

  const state = applyFailure ?? (wanted ? request.state : IDLE);

  const choose = useCallback((next: LanguageCode) => {
    sessionValue.set(LANGUAGE_KEY, next);
    setLanguage(next);
    if (next !== SOURCE_LANGUAGE) setWanted(true);
  }, []);

  const ready = state.status === 'ready' ? state.data : null;
  const provider = ready?.provider ?? null;
  const library = ready?.library ?? null;

  // The content goes back to its original text when the bar goes or the content is replaced.
  useEffect(() => {
    if (!provider || !library || !content) return;
    return () => library.restoreOriginal(provider, content);
  }, [provider, library, content]);

  useEffect(() => {
    if (!provider || !library || !content) return;
    let active = true;
    const apply = () =>
      library
        .applyLanguage(provider, content, language, SOURCE_LANGUAGE)
        .catch((cause: unknown) => {
          if (!active) return;
          const error = asTranslatorError(cause);
          report(error);
          setApplyFailure({ status: 'failed', message: TRANSLATOR_ERRORS[error.reason] });
        });
    void apply();
    if (language === SOURCE_LANGUAGE) {
      return () => {
        active = false;
      };
    }
    // Text that appears later (a new lesson step) is translated too. The provider's own changes
    // come back through here and change nothing the second time, so this settles at once.
    const observer = new MutationObserver(() => void apply());
    observer.observe(content, { childList: true, subtree: true, characterData: true });
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [provider, library, content, language]);

  return { language, state, choose, load, retry };
}
