import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { pageStore } from '../state/pageStore';
import { ensureKitStyles } from '../ui/kit/kitStyles';

/**
 * The providers every widget renders inside: the page store. No theme provider: the kit's sheet
 * (src/ui/kit) styles what widgets show first, and MUI's parts take the widgets' theme as MUI's
 * default (build/muiReplacements.ts).
 *
 * No Suspense boundary either. A widget that suspends where it has no boundary of its own (a
 * view reading who is logged in for the first time) keeps what it showed before until it can
 * show the new view, the slot's loading state on the first render. A catch-all boundary here
 * swapped the whole widget for a spinner instead, and React reveals what replaces a fallback no
 * sooner than 300 ms after the fallback appeared: on a course step page, whose frame reads the
 * user once the course has arrived, the step came 300 to 400 ms late on every page load.
 * Parts that load on demand have boundaries of their own (openedLazily, LoadBoundary,
 * MarkupContent's wait for its code).
 */
export function RuntimeProviders({ children }: { children: ReactNode }) {
  ensureKitStyles(); // also draws the focus ring of content's links and buttons
  return <JotaiProvider store={pageStore}>{children}</JotaiProvider>;
}
