import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import type { EventHandoff } from '../startup/eventHandoff';
import type { CoursesEventMap, CoursesEventName } from './eventMap';

/**
 * A schema that reads every detail the map lets a sender send for `K`: a schema for another
 * event, or one stricter than the map, turns into `never` and does not compile.
 */
export type ReadsDetailOf<K extends CoursesEventName, S extends v.GenericSchema> =
  CoursesEventMap[K] extends v.InferInput<S> ? S : never;

/**
 * Calls `onOpen` with the detail of each `name` window event, read by `schema`, and the
 * element that had focus (the dialog gives it back on close). A detail of the wrong shape is
 * a bug in the sending code: it is reported in the console, naming the field, and opens
 * nothing. The first slot that answers cancels the event and stops it, so two slots never
 * stack two dialogs. Events heard by the widget's light mount before this part loaded are
 * handed over by `handoff` and answered at once.
 */
export function useOpenEvent<K extends CoursesEventName, S extends v.GenericSchema>(
  name: K,
  handoff: EventHandoff,
  schema: ReadsDetailOf<K, S>,
  onOpen: (detail: v.InferOutput<S>, opener: Element | null) => void,
): void {
  // The latest callback, so the listener is added once rather than on every render.
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    const handle = (event: Event) => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      const parsed = v.safeParse(schema, detail ?? {});
      if (!parsed.success) {
        console.error(`[courses] ${name}: ${v.summarize(parsed.issues)}`);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      onOpenRef.current(parsed.output, document.activeElement);
    };
    window.addEventListener(name, handle);
    const { held, release } = handoff.takeOver();
    held.forEach(handle);
    return () => {
      window.removeEventListener(name, handle);
      release();
    };
  }, [name, handoff, schema]);
}
