import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy that forgets a failed load. React keeps a lazy component's rejection for good, so
 * once a download had failed (the network dropped for a moment) no retry could load the code
 * without reloading the page. Render the component `current()` returns: after a failure it is a
 * fresh one, which asks `load` again when it renders.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => LazyExoticComponent<ComponentType<P>> {
  let current = attempt();
  function attempt(): LazyExoticComponent<ComponentType<P>> {
    const component = lazy(() =>
      load().then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          if (current === component) current = attempt();
          throw error;
        },
      ),
    );
    return component;
  }
  return () => current;
}
