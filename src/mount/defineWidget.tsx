import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { Alert } from '../ui/kit/Alert';
import { FIRST_VIEW_WAIT_MS, holdPageBusy } from '../ui/pageBusy';
import { describeIssues } from '../api/describeIssues';
import { reportEvent } from '../reporting/hook';
import { FirstViewContext } from './firstView';
import { RuntimeProviders } from './RuntimeProviders';
import { setSlotState } from './slotState';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

/** What every remote exposes as `./mount`. */
export type MountFunction = (element: HTMLElement, props?: unknown) => () => void;

export interface WidgetDefinition<S extends v.GenericSchema<unknown, object>> {
  /** The widget's public name, as used in data-widget. */
  name: string;
  /** Validates the props a host page passes; unknown keys should be rejected by the schema. */
  props: S;
  Component: ComponentType<v.InferOutput<S>>;
  /**
   * The widget is a page's main content: from its mount until its first view says it is shown
   * (useFirstViewShown), it holds the page busy (ui/pageBusy), so that supporting widgets and
   * optional work (src/loader/mainContent.ts, MathJax's start-up) do not take the main thread
   * while the person waits for it. Held at most FIRST_VIEW_WAIT_MS, and no longer once the
   * widget fails or is unmounted.
   */
  holdsPageUntilShown?: boolean;
}

/** The page hold of a widget's first view (see `holdsPageUntilShown`): its release. */
function holdUntilShown(): () => void {
  const release = holdPageBusy();
  const timer = window.setTimeout(release, FIRST_VIEW_WAIT_MS);
  return () => {
    window.clearTimeout(timer);
    release();
  };
}

/**
 * Builds the mount function of a widget: validate props, render inside the runtime's providers
 * and the widget's own error boundary, and return the unmount function.
 */
export function defineWidget<S extends v.GenericSchema<unknown, object>>(
  definition: WidgetDefinition<S>,
): MountFunction {
  const { name, props: schema, Component, holdsPageUntilShown = false } = definition;
  return (element, rawProps = {}) => {
    if (!(element instanceof HTMLElement)) {
      throw new TypeError(`[courses] mount(${name}): the first argument must be a DOM element`);
    }
    const root = createRoot(element);
    const parsed = v.safeParse(schema, rawProps);
    if (!parsed.success) {
      const detail = describeIssues(parsed.issues);
      console.error(`[courses] widget "${name}" received invalid props: ${detail}`);
      setSlotState(element, name, 'error');
      root.render(
        <RuntimeProviders>
          <Alert severity="error" data-testid="widget.invalid-props">
            This {name} widget could not start because its settings are invalid: {detail}
          </Alert>
        </RuntimeProviders>,
      );
      return () => root.unmount();
    }
    setSlotState(element, name, 'mounted');
    // Taken now, before the first render: an idle moment may come before its commit.
    const shown = holdsPageUntilShown ? holdUntilShown() : () => {};
    root.render(
      <RuntimeProviders>
        <WidgetErrorBoundary
          widget={name}
          onError={(error) => {
            shown();
            setSlotState(element, name, 'error');
            reportEvent({
              type: 'render-error',
              widget: name,
              ...(element.id ? { slot: element.id } : {}),
              error,
            });
          }}
          onRecover={() => setSlotState(element, name, 'mounted')}
        >
          <FirstViewContext.Provider value={shown}>
            {createElement(Component as ComponentType<object>, parsed.output as object)}
          </FirstViewContext.Provider>
        </WidgetErrorBoundary>
      </RuntimeProviders>,
    );
    return () => {
      shown();
      root.unmount();
    };
  };
}
