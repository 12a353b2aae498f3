import { whenIdle, whenSettled } from '@courses/runtime';
import { isMarkupReady, loadMarkupFor } from './load';
import { typeset } from './math/typeset';
import { isSafeTex } from './math/texSafety';
import { formulasOf, parseMarkupCached } from './parseCache';

/**
 * Parses content the reader will likely see next (the next step) and typesets its formulas
 * while the page is idle, once the current content is shown (whenSettled), so showing it costs
 * only React's render; the code of its constructs (load.ts) is downloaded first if need be. Returns a cancel for when the reader moves on
 * first. Failures are left for the content itself to report when shown.
 */
export function prefetchMarkup(sources: readonly string[]): () => void {
  const pending = sources.filter((source) => source.trim() !== '');
  if (pending.length === 0) return () => {};
  const parse = () => {
    for (const source of pending) {
      try {
        for (const formula of formulasOf(parseMarkupCached(source))) {
          if (isSafeTex(formula.tex)) void typeset(formula.tex, formula.display).catch(() => {});
        }
      } catch {
        // Shown later, the content reports its own failure.
      }
    }
  };
  let cancelled = false;
  let cancel = whenSettled(() => {
    if (pending.every(isMarkupReady)) return parse();
    loadMarkupFor(pending).then(
      () => {
        if (!cancelled) cancel = whenIdle(parse);
      },
      () => {},
    );
  });
  return () => {
    cancelled = true;
    cancel();
  };
}
