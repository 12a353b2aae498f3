import { Suspense, useState, type ComponentType } from 'react';
import { Loading, retryableLazy } from '@courses/runtime';

/** A view whose code loads when first shown, or earlier with `preload`. */
export interface LazyView<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the view's code, for a page known to show it soon. */
  preload: () => void;
}

/**
 * A view loaded when first shown. A course step page, the page most readers open, then carries
 * neither the views it never shows (the course list, module and lesson intros) nor what only
 * they use (their labels' tooltips); a page that opens on one of those does not carry the step
 * view.
 *
 * A view whose code is in by the time it first renders (`preload`) renders at once, without
 * suspending: React shows content that follows a fallback no sooner than 300 ms after it (its
 * throttling of Suspense reveals), which a page opened at a step would wait every time.
 *
 * Code that fails to load is asked for again on the next render (the widget's Try again), not
 * kept failed until the page is reloaded.
 */
export function shownLazily<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const View = retryableLazy(start);
  function ShownLazily(props: P) {
    // Decided once per place it is shown, so the tree keeps its shape (and the view its state).
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={<Loading />}>
        <View {...props} />
      </Suspense>
    );
  }
  ShownLazily.preload = () => void start().catch(() => undefined);
  return ShownLazily;
}
