import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy part's code that could not be downloaded; `cause` is what the loader threw. */
export class LoadFailedError extends Error {
  constructor(cause: unknown) {
    super('A part of the widget could not be loaded', { cause });
    this.name = 'LoadFailedError';
  }
}

/** How each lazy part whose last download failed gets a fresh attempt. */
const failedLoads = new Set<() => void>();

/**
 * Has `retry` run on the next retry a reader asks for (see below): for code loaded on demand
 * other than a lazy component, which gives its failed download a fresh attempt there.
 */
export function retryOnRequest(retry: () => void): void {
  failedLoads.add(retry);
}

/**
 * Gives every lazy part whose code failed to download a fresh attempt, the next time it
 * renders. Called by the retries a reader asks for (LoadBoundary's Retry, a widget's Try
 * again), never on its own: while the network is down, a part that retried by itself would
 * ask again and again.
 */
export function retryFailedLoads(): void {
  const retries = [...failedLoads];
  failedLoads.clear();
  for (const retry of retries) retry();
}

/**
 * React.lazy that can try again. React keeps a lazy component's rejection for good, so once a
 * download had failed (the network dropped for a moment) no retry could load the code without
 * reloading the page. The component returned renders the latest attempt, which after a failure
 * stays the failed one (its LoadFailedError reaches the error boundary) until
 * `retryFailedLoads`. Render it inside Suspense, as a lazy component.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let current = attempt();
  function attempt(): LazyExoticComponent<ComponentType<P>> {
    const component = lazy(() =>
      load().then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          retryOnRequest(() => {
            if (current === component) current = attempt();
          });
          throw new LoadFailedError(error);
        },
      ),
    );
    return component;
  }
  function RetryableLazy(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  return RetryableLazy;
}
