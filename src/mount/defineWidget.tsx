import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { Alert } from '../ui/kit/Alert';
import { describeIssues } from '../api/describeIssues';
import { reportEvent } from '../reporting/hook';
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
}

/**
 * Builds the mount function of a widget: validate props, render inside the runtime's providers
 * and the widget's own error boundary, and return the unmount function.
 */
export function defineWidget<S extends v.GenericSchema<unknown, object>>(
  definition: WidgetDefinition<S>,
): MountFunction {
  const { name, props: schema, Component } = definition;
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
    root.render(
      <RuntimeProviders>
        <WidgetErrorBoundary
          widget={name}
          onError={(error) => {
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
          {createElement(Component as ComponentType<object>, parsed.output as object)}
        </WidgetErrorBoundary>
      </RuntimeProviders>,
    );
    return () => root.unmount();
  };
}
