import { useLayoutEffect } from 'react';
import { holdPageBusy } from './pageHolds';

export { holdPageBusy, whenPageFree } from './pageHolds';

/** Holds the page busy while `busy` is true and the calling component is mounted. */
export function usePageBusy(busy: boolean): void {
  // Taken in the commit that shows the view, before any idle moment can pass.
  useLayoutEffect(() => (busy ? holdPageBusy() : undefined), [busy]);
}
