/**
 * Code fetched on demand, once: `load` runs on the first call and every later call shares its
 * promise, so a part asked for early (a prefetch) and again when shown downloads once. A load
 * that failed is forgotten, so the next call (a Retry, the next opening) fetches it anew rather
 * than keeping the failure until the page is reloaded.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
