import { loadAllMarkup } from '@courses/runtime/markup';

/**
 * `view` once the code of the content markup's constructs is loaded too (the markup loads it
 * apart, for content that uses it): a step's content has its questions, and often an alert or
 * a video, so a page that loads a step view loads that code with it and shows its step at once
 * rather than waiting for it then. Should that code not arrive, the view still does: the step
 * says so in its own place, with a Retry (StepView).
 */
export function withStepMarkup<T>(view: T): Promise<T> {
  return loadAllMarkup().then(
    () => view,
    () => view,
  );
}
