import { useLayoutEffect } from 'react';
import { whenIdle } from './whenIdle';

/**
 * Views hold the page busy while they are being made usable (a step waiting for its saved
 * answers); optional heavy work, such as MathJax's start-up (a long task of its own), waits
 * until no view holds it. A formula then shows its TeX a little longer, but the question a
 * reader came for answers first.
 */
let holds = 0;
let waiting: (() => void)[] = [];

/**
 * The longest a widget's first view holds the page busy (defineWidget's `holdsPageUntilShown`)
 * and the longest supporting widgets wait for the page to be free (src/loader/mainContent.ts):
 * a view whose data never comes does not keep the rest of the page away.
 */
export const FIRST_VIEW_WAIT_MS = 3000;

/** Holds the page busy until the returned release is called (once; later calls do nothing). */
export function holdPageBusy(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    const ready = waiting;
    waiting = [];
    for (const run of ready) run();
  };
}

/** Holds the page busy while `busy` is true and the calling component is mounted. */
export function usePageBusy(busy: boolean): void {
  // Taken in the commit that shows the view, before any idle moment can pass.
  useLayoutEffect(() => (busy ? holdPageBusy() : undefined), [busy]);
}

/**
 * Runs `run` in idle time once no view holds the page busy. It first waits for one idle
 * moment, so a view rendered in the same commit as the caller has taken its hold by then.
 * Returns the cancel.
 */
export function whenPageFree(run: () => void): () => void {
  let cancelled = false;
  let cancelIdle = whenIdle(function check() {
    if (cancelled) return;
    if (holds === 0) return run();
    waiting.push(() => {
      if (!cancelled) cancelIdle = whenIdle(check);
    });
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/**
 * Resolves when the page is free (see whenPageFree), or after `limitMs` if it is still busy
 * then.
 */
export function pageFree(limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      cancel();
      resolve();
    }, limitMs);
    const cancel = whenPageFree(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}
