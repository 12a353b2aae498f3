import { Suspense, type ReactNode } from 'react';
import { LoadBoundary } from './LoadBoundary';
import { Loading } from './Loading';

/**
 * A part of a widget that may wait for code loaded on demand: the loader while it waits, and,
 * should the code not arrive, the failure said in its place with a Retry (LoadBoundary).
 */
export function WaitsForCode({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </LoadBoundary>
  );
}
