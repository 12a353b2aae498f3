import { Suspense, lazy, type ComponentType } from 'react';
import { Loading } from '@courses/runtime';

/**
 * A view a step page never shows (the course list, module and lesson intros), loaded when first
 * shown: a course step page, the page most readers open, then carries neither these views nor
 * what only they use (their labels' tooltips).
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
