import { useEffect, useState, type ComponentType } from 'react';
import { LoadFailedError, Loading, loadOnce } from '@courses/runtime';

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
 * Until its code is in, the view shows Loading and waits in its own state, not by suspending:
 * React reveals content that replaces a Suspense fallback no sooner than 300 ms after the
 * fallback appeared (its throttling of reveals), which a page opened at a step, whose player
 * starts before the step's code has arrived, would wait every time. A view whose code is in by
 * the time it first renders (`preload`) renders at once.
 *
 * Code that fails to load reaches the widget's error boundary as a LoadFailedError; its Try
 * again shows the view anew, which asks for the code again instead of keeping it failed until
 * the page is reloaded.
 */
export function shownLazily<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  const fetchCode = loadOnce(load);
  const start = () =>
    fetchCode().then((component) => {
      loaded = component;
      return component;
    });

  function ShownLazily(props: P) {
    // Once in, the view stays: the tree keeps its shape (and the view its state).
    const [Ready, setReady] = useState(() => loaded);
    const [failure, setFailure] = useState<LoadFailedError | null>(null);
    useEffect(() => {
      if (Ready) return;
      let current = true;
      start().then(
        (component) => current && setReady(() => component),
        (error: unknown) => current && setFailure(new LoadFailedError(error)),
      );
      return () => {
        current = false;
      };
    }, [Ready]);
    if (failure) throw failure;
    if (Ready) return <Ready {...props} />;
    return <Loading />;
  }
  ShownLazily.preload = () => void start().catch(() => undefined);
  return ShownLazily;
}
