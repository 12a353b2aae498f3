import { useStore } from 'jotai';
import { currentUserAtom, fetchSavedPlots, useRequest } from '@courses/runtime';

/**
 * The signed-in user's saved plots of this data (`source`), loaded on mount and again after
 * each save (a reload: the list stays while it is asked for). Empty for a visitor or when the
 * list cannot be read: saving still says what failed.
 */
export function useSavedPlots(source: string | null, enabled: boolean) {
  const store = useStore();
  const { state, reload } = useRequest(
    source && enabled ? `plots:${source}` : null,
    async (signal) => {
      // Only a signed-in user has plots: a visitor's page makes no request that must fail.
      const user = await store.get(currentUserAtom).catch(() => null);
      if (!user || !source) return [];
      // A visitor (403) has no saved plots; any other failure leaves the list as it was.
      return fetchSavedPlots(source, { signal }).catch(() => undefined);
    },
  );
  return { plots: source && enabled && state.status === 'ready' ? state.data : [], reload };
}
