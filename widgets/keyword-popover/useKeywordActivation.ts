import { useEffect, useRef } from 'react';
import { watchKeywords, type ActivationRelay } from './keywordActivation';

/**
 * Calls `onActivate` when a keyword inside `scope` is activated (see watchKeywords). With a
 * relay, the widget's light mount already watches the page and passes activations on.
 */
export function useKeywordActivation(
  scope: string,
  onActivate: (keyword: HTMLElement) => void,
  /** Called when a pointer enters or focus reaches a keyword: a hint that it may be opened. */
  onApproach?: () => void,
  relay?: ActivationRelay,
) {
  const activate = useRef(onActivate);
  const approach = useRef(onApproach);
  useEffect(() => {
    activate.current = onActivate;
    approach.current = onApproach;
  });

  useEffect(() => {
    const handlers = {
      activate: (keyword: HTMLElement) => activate.current(keyword),
      approach: () => approach.current?.(),
    };
    return relay ? relay.subscribe(handlers) : watchKeywords(scope, handlers);
  }, [scope, relay]);
}
