import { useEffect, useState } from 'react';
import type * as LaterGraphsModule from './laterGraphs';
import type { GraphType } from './model/plotState';

export type LaterGraphs = typeof LaterGraphsModule;

/** The graph types drawn by laterGraphs.tsx, which loads the first time one is shown. */
const LATER_GRAPH_TYPES: ReadonlySet<GraphType> = new Set(['bar', 'histogram', 'box']);

let loaded: LaterGraphs | null = null;
let loading: Promise<LaterGraphs> | null = null;

/** Loads laterGraphs.tsx once per page; a failed load is forgotten, so a retry asks again. */
export function loadLaterGraphs(): Promise<LaterGraphs> {
  loading ??= import('./laterGraphs').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * laterGraphs.tsx, which drew a bar chart, histogram or box plot model: such a model is only
 * built once it has loaded.
 */
export function loadedLaterGraphs(): LaterGraphs {
  if (!loaded) throw new Error('[courses] data-tool: a later graph drawn before its code loaded');
  return loaded;
}

/**
 * laterGraphs.tsx when `graphType` needs it: null while it loads (the graph says so), then the
 * module. A load that fails is thrown where the widget's error boundary catches it, which says
 * so and offers to try again, as for the widget's other parts loaded on first use.
 */
export function useLaterGraphs(graphType: GraphType): LaterGraphs | null {
  const needed = LATER_GRAPH_TYPES.has(graphType);
  const [module, setModule] = useState<LaterGraphs | null>(loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!needed || loaded) return;
    let active = true;
    loadLaterGraphs().then(
      (later) => {
        if (active) setModule(later);
      },
      (error: unknown) => {
        if (active) setFailure({ error });
      },
    );
    return () => {
      active = false;
    };
  }, [needed]);
  if (failure) throw failure.error;
  return needed ? (module ?? loaded) : null;
}
