import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { currentUserAtom, fetchSavedPlots, type SavedPlot } from '@courses/runtime';

/**
 * The signed-in user's saved plots of this data (`source`), loaded on mount and after each
 * save. Empty for a visitor or when the list cannot be read: saving still says what failed.
 */
export function useSavedPlots(source: string | null, enabled: boolean) {
  const [plots, setPlots] = useState<SavedPlot[]>([]);
  const [version, setVersion] = useState(0);
  const store = useStore();
  useEffect(() => {
    if (!source || !enabled) return;
    const controller = new AbortController();
    // Only a signed-in user has plots: a visitor's page makes no request that must fail.
    const list = store
      .get(currentUserAtom)
      .catch(() => null)
      .then((user) => (user ? fetchSavedPlots(source, { signal: controller.signal }) : []));
    list.then(
      (list) => {
        if (!controller.signal.aborted) setPlots(list);
      },
      () => {
        // A visitor (403) has no saved plots; other failures leave the list as it was.
      },
    );
    return () => controller.abort();
  }, [source, enabled, version, store]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { plots: source && enabled ? plots : [], reload };
}
