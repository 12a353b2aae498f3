import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Says that a widget's first view is on screen: what a widget mounted with
 * `holdsPageUntilShown` (defineWidget) calls to let the page's optional work start. Calling it
 * again, or in a widget that holds nothing, does nothing.
 */
export const FirstViewContext = createContext<() => void>(() => {});

/**
 * Marks the first view shown in the commit that shows it, before any idle moment can pass:
 * a view's heading calls it, so the page is free once the person can read and use the view.
 */
export function useFirstViewShown(): void {
  const shown = useContext(FirstViewContext);
  useLayoutEffect(() => shown(), [shown]);
}
