/**
 * Runs `run` when the browser is next idle (after 200 ms where it cannot say), for work done
 * ahead of the reader: prefetching the next step, warming up MathJax or styles. Returns the
 * cancel.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run());
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}
