/**
 * Runs `run` when the browser is next idle (after 200 ms where it cannot say), for work done
 * ahead of the reader: prefetching the next step, warming up MathJax or styles. Returns the
 * cancel.
 */
export function whenIdle(run: () => void): () => void {
  // A page already gone (a test's environment torn down while a settle timer was pending)
  // has no idle time to wait for, and nothing to do ahead of its reader.
  if (typeof window === 'undefined') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run());
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `run` once the next frame has been painted: for work a view change must do that does not
 * show on the page (the window's title), so the frame that shows the new view does not wait for
 * it. Returns the cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from the frame's callbacks runs after that frame's paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How long work started by a change of view waits before it looks for idle time: the new
 * view's first frames (its paint, the focus on its heading, its formulas' typesetting) come
 * first, and an idle moment between two of them is too short for a parse or a request.
 */
export const SETTLE_MS = 500;

/**
 * Runs `run` when the browser is next idle once `SETTLE_MS` have passed: for work ahead of the
 * reader that a change of view starts (the next step's content and answers). Returns the
 * cancel.
 */
export function whenSettled(run: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const timer = window.setTimeout(() => {
    cancelIdle = whenIdle(run);
  }, SETTLE_MS);
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}

/**
 * Runs `run` once the page has loaded (its scripts and the chunks they started) and then
 * settled (see whenSettled): for work ahead of the reader that the page's start would
 * otherwise share its main thread with, such as warming MathJax up.
 */
export function whenPageSettled(run: () => void): void {
  if (document.readyState === 'complete') whenSettled(run);
  else window.addEventListener('load', () => whenSettled(run), { once: true });
}
