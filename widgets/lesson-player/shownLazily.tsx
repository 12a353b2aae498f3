import { Suspense, lazy, type ComponentType } from 'react';
import { Loading } from '@courses/runtime';

/**
 * A view loaded when first shown. A course step page, the page most readers open, then carries
 * neither the views it never shows (the course list, module and lesson intros) nor what only
 * they use (their labels' tooltips); a page that opens on one of those does not carry the step
 * view.
 */
export function shownLazily<P extends object>(load: () => Promise<ComponentType<P>>) {
  const View = lazy(() => load().then((component) => ({ default: component })));
  return function ShownLazily(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <View {...props} />
      </Suspense>
    );
  };
}
