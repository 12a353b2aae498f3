import { holdPageBusy, whenPageFree } from '../ui/pageHolds';
import { SUPPORTING_WIDGETS } from '../../widgets/registry';

/**
 * The longest a supporting widget waits for the page's content: a content widget that never
 * becomes usable (its data does not come) must not keep the toolbar and popovers away.
 */
export const SUPPORTING_WAIT_MAX_MS = 5000;

export const isSupporting = (widget: string): boolean => SUPPORTING_WIDGETS.includes(widget);

/**
 * A content widget's slot holds the page busy from the start of its loading until its mount
 * has been called; from then on the views it shows hold it while they load (the runtime's
 * Loading, a step waiting for its answers). Returns the release.
 */
export function holdForContent(): () => void {
  return holdPageBusy();
}

/**
 * Resolves when a supporting widget may start loading: once no content widget is loading and
 * no view holds the page busy, in idle time (whenPageFree), or after SUPPORTING_WAIT_MAX_MS.
 * Its first check comes after an idle moment, by when the loader's scan has given every content
 * slot its hold; a page with no content widget goes on at that first idle moment.
 */
export function supportingTurn(): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      cancel();
      resolve();
    }, SUPPORTING_WAIT_MAX_MS);
    const cancel = whenPageFree(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}
