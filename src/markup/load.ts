import { LoadFailedError, retryOnRequest } from '../ui/retryableLazy';
import { familiesIn } from './kits/families';
import { areKitsLoaded, registerKits, type Kits } from './kits/registry';

/**
 * The code of the constructs most content does without (questions, accordions and alerts,
 * frames, coloured text and icons: kits/) loads apart from the renderer's, when content that
 * uses them is about to be parsed: a page whose content is text and images never downloads it.
 * A scan of the source (kits/families.ts) tells whether it may use them; once they are loaded,
 * parsing and showing are as synchronous as ever. Typesetting's code (math/mathjax.ts) comes
 * with them, when a formula is first typeset (math/typeset.ts).
 *
 * It all loads as one file: a lesson step, the content most often shown, has questions and
 * often an alert, a video or a formula beside them, and one request costs less than three.
 */
export const constructCode = {
  load: (): Promise<Kits> => import(/* webpackChunkName: "markup-constructs" */ './kits/all'),
};

/** The download under way. A failed one is forgotten, so the next one asks again. */
let download: Promise<void> | null = null;

function loadKits(): Promise<void> {
  if (areKitsLoaded()) return Promise.resolve();
  download ??= constructCode.load().then(
    (kits) => {
      registerKits(kits);
      download = null;
    },
    (error: unknown) => {
      download = null;
      throw new LoadFailedError(error);
    },
  );
  return download;
}

/** Whether `source` can be parsed now: it uses no construct whose code is still to load. */
export function isMarkupReady(source: string): boolean {
  return areKitsLoaded() || familiesIn(source).length === 0;
}

/**
 * Loads the code of every construct the sources may use, so that parsing them (parseMarkup)
 * can be synchronous. Resolves at once when it is loaded already; rejects with a
 * LoadFailedError when it could not be downloaded.
 */
export function loadMarkupFor(sources: string | readonly string[]): Promise<void> {
  const all = typeof sources === 'string' ? [sources] : sources;
  return all.every(isMarkupReady) ? Promise.resolve() : loadKits();
}

/** Loads the code of every construct, for code that parses whatever an author writes. */
export function loadAllMarkup(): Promise<void> {
  return loadKits();
}

/** The code a component showing content waits for, and why it failed if it did. */
export interface MarkupWait {
  /** Settles, never rejecting, when the download is over (see `failure`). */
  promise: Promise<void>;
  /** A LoadFailedError once the download failed. */
  failure: unknown;
}

/**
 * What components showing content wait for: one wait, so every render of a waiting component
 * waits for the same download. A failed one stays failed, so that the component says so
 * (LoadBoundary) rather than asking again on every render, until the reader asks for a retry.
 */
let wait: MarkupWait | null = null;

/**
 * Null when `source` can be parsed now, else what a component showing it waits for: the
 * download of the code it needs, for React's Suspense, or its failure.
 */
export function markupWait(source: string): MarkupWait | null {
  if (isMarkupReady(source)) return null;
  if (!wait) {
    const started: MarkupWait = { promise: Promise.resolve(), failure: undefined };
    started.promise = loadKits().then(
      () => {
        wait = null;
      },
      (error: unknown) => {
        started.failure = error;
        retryOnRequest(() => {
          if (wait === started) wait = null;
        });
      },
    );
    wait = started;
  }
  return wait;
}

/** Forgets the constructs' code, as on a page that has loaded none (tests). */
export function forgetMarkupCode(): void {
  registerKits(null);
  download = null;
  wait = null;
}
