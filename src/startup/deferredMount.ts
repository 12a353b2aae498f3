import * as v from '@courses/runtime/valibot';
import type { MountFunction } from '../mount/defineWidget';
import { setSlotState } from '../mount/slotState';
import type { EventHandoff } from './eventHandoff';

/** What a slot shows when the widget's React part could not be fetched. */
export const START_FAILED =
  'This part of the page could not be loaded. Check your connection, then retry.';

/** One mount of a deferred widget: its watcher and how to fetch its React part. */
export interface DeferredInstance<P> {
  /**
   * Runs without React from mount to unmount: watches the page and calls `start` when the
   * widget is first needed (`start` may be called again; it loads once). Returns its clean-up.
   */
  watch: (props: P, start: () => Promise<void>) => () => void;
  /** Fetches the widget's full mount function (built with defineWidget). */
  load: () => Promise<MountFunction>;
}

export interface DeferredWidget<S extends v.GenericSchema<unknown, object>> {
  name: string;
  props: S;
  /** Called once per mount, so each slot has its own watcher state. */
  setUp: () => DeferredInstance<v.InferOutput<S>>;
}

/**
 * A mount function for a widget that shows nothing until the reader acts (a popover, a dialog
 * opened by an event). It validates props and starts a small watcher at once; React, MUI and
 * the runtime load when the watcher first calls `start`, so a page pays for them only on use.
 * Invalid props start the full widget at once: its mount shows the error in the slot.
 */
export function deferredMount<S extends v.GenericSchema<unknown, object>>(
  definition: DeferredWidget<S>,
): MountFunction {
  const { name, props: schema, setUp } = definition;
  return (element, rawProps = {}) => {
    if (!(element instanceof HTMLElement)) {
      throw new TypeError(`[courses] mount(${name}): the first argument must be a DOM element`);
    }
    const instance = setUp();
    let stopped = false;
    let unmountFull: (() => void) | null = null;
    let starting: Promise<void> | null = null;
    let failed = false;
    const start = (): Promise<void> => {
      starting ??= instance.load().then(
        (mountFull) => {
          if (stopped) return;
          if (failed) element.removeAttribute('role');
          unmountFull = mountFull(element, rawProps);
        },
        (error: unknown) => {
          starting = null; // the next use tries again
          console.error(`[courses] widget "${name}" could not be loaded:`, error);
          if (stopped) return;
          failed = true;
          setSlotState(element, name, 'error');
          element.setAttribute('role', 'alert');
          element.textContent = START_FAILED;
        },
      );
      return starting;
    };

    const parsed = v.safeParse(schema, rawProps);
    if (!parsed.success) {
      void start();
      return () => {
        stopped = true;
        unmountFull?.();
      };
    }
    setSlotState(element, name, 'mounted');
    const stopWatching = instance.watch(parsed.output, start);
    return () => {
      stopped = true;
      stopWatching();
      unmountFull?.();
    };
  };
}

/**
 * A dialog widget opened by a page event: with its own button it starts at once; without it
 * (`showButton: false`) it shows nothing until the first open request, which `requests` holds
 * until the dialog's React part has loaded and takes it over.
 */
export function deferredDialog<
  S extends v.GenericSchema<unknown, { showButton: boolean }>,
>(definition: {
  name: string;
  props: S;
  requests: EventHandoff;
  load: () => Promise<MountFunction>;
}): MountFunction {
  const { requests, load, ...widget } = definition;
  return deferredMount({
    ...widget,
    setUp: () => ({
      load,
      watch: ({ showButton }, start) => {
        if (!showButton) return requests.watch(() => void start());
        void start();
        return () => {};
      },
    }),
  });
}
