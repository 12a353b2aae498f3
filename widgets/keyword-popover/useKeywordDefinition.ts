import { useState } from 'react';
import {
  fetchKeywordDefinition,
  isAbortError,
  useRequest,
  type RequestState,
} from '@courses/runtime';

/** Spec section 8: a failed fetch is only logged, so the popover shows no message for it. */
export type DefinitionState = RequestState<string>;

const LOADING: DefinitionState = { status: 'loading' };

/**
 * Definitions of keywords, fetched on demand (spec section 7): cached per id for the life of
 * this widget instance, and a request still in flight is cancelled when another one starts.
 */
export function useKeywordDefinition() {
  // The keyword opened last; its definition is asked for unless it is cached.
  const [keywordId, setKeywordId] = useState<string | null>(null);
  const [cache, setCache] = useState<ReadonlyMap<string, string>>(() => new Map());
  const asked = keywordId !== null && !cache.has(keywordId) ? keywordId : null;
  const { state, retry } = useRequest(asked, async (signal) => {
    if (asked === null) return undefined;
    try {
      const markup = await fetchKeywordDefinition(asked, { signal });
      if (!signal.aborted) setCache((prev) => new Map(prev).set(asked, markup));
      return markup;
    } catch (error) {
      // A request replaced by a newer one (or by unmounting) ends silently (spec section 8).
      if (isAbortError(error)) throw error;
      console.error(
        `[courses] keyword-popover: the definition of keyword ${asked} could not be loaded`,
        error,
      );
      return undefined;
    }
  });

  /**
   * Opens `id`'s definition. Opening the same keyword again while it loads keeps its request;
   * a failure is not cached, so opening it again after one asks again.
   */
  const load = (id: string) => {
    setKeywordId(id);
    if (id === asked && state.status === 'failed') retry();
  };

  /** What to show for `id`: loading until its own answer has arrived. */
  const stateOf = (id: string): DefinitionState => {
    const cached = cache.get(id);
    if (cached !== undefined) return { status: 'ready', data: cached };
    return id === asked ? state : LOADING;
  };

  return { load, stateOf };
}
