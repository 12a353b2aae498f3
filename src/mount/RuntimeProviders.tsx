import { Suspense, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { pageStore } from '../state/pageStore';
import { Loading } from '../ui/Loading';
import { ensureKitStyles } from '../ui/kit/kitStyles';

/**
 * The providers every widget renders inside: the page store and a loading fallback. No theme
 * provider: the kit's sheet (src/ui/kit) styles what widgets show first, and MUI's parts take
 * the widgets' theme as MUI's default (build/muiReplacements.ts).
 */
export function RuntimeProviders({ children }: { children: ReactNode }) {
  ensureKitStyles(); // also draws the focus ring of content's links and buttons
  return (
    <JotaiProvider store={pageStore}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </JotaiProvider>
  );
}
