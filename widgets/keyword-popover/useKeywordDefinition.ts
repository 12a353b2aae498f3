import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchKeywordDefinition, isAbortError } from '@courses/runtime';

export type DefinitionState =
  | { status: 'loading' }
  | { status: 'loaded'; markup: string }
  /** Spec section 8: a failed fetch is only logged, so the popover shows no message. */
  | { status: 'failed' };

interface InFlight {
  keywordId: string;
  controller: AbortController;
}

/**
 * Definitions of keywords, fetched on demand (spec section 7): cached per id for the life of
 * this widget instance, and a request still in flight is cancelled when another one starts.
 */
export function useKeywordDefinition() {
  const cache = useRef(new Map<string, string>());
  const inFlight = useRef<InFlight | null>(null);
  const [latest, setLatest] = useState<{ keywordId: string; state: DefinitionState } | null>(null);

  const load = useCallback((keywordId: string) => {
    const cached = cache.current.get(keywordId);
    if (cached !== undefined) {
      setLatest({ keywordId, state: { status: 'loaded', markup: cached } });
      return;
    }
    setLatest({ keywordId, state: { status: 'loading' } });
    // Opening the same keyword again while it loads keeps its request instead of restarting it.
    if (inFlight.current?.keywordId === keywordId) return;
    inFlight.current?.controller.abort();
    const controller = new AbortController();
    inFlight.current = { keywordId, controller };
    const settle = (state: DefinitionState) =>
      setLatest((current) => (current?.keywordId === keywordId ? { keywordId, state } : current));
    fetchKeywordDefinition(keywordId, { signal: controller.signal })
      .then(
        (markup) => {
          cache.current.set(keywordId, markup);
          settle({ status: 'loaded', markup });
        },
        (error: unknown) => {
          // A request replaced by a newer one (or by unmounting) ends silently (spec section 8).
          if (isAbortError(error)) return;
          console.error(
            `[courses] keyword-popover: the definition of keyword ${keywordId} could not be loaded`,
            error,
          );
          settle({ status: 'failed' });
        },
      )
      .finally(() => {
        if (inFlight.current?.controller === controller) inFlight.current = null;
      });
  }, []);

  useEffect(() => () => inFlight.current?.controller.abort(), []);

  /** What to show for `keywordId`: loading until its own answer has arrived. */
  const stateOf = useCallback(
    (keywordId: string): DefinitionState =>
      latest?.keywordId === keywordId ? latest.state : { status: 'loading' },
    [latest],
  );

  return { load, stateOf };
}
