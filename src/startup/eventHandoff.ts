/**
 * Hands window events heard before a deferred widget's React part loaded over to it. The
 * light mount listens from mount on; while a React part listens itself, the light listeners
 * let events pass. One handoff per widget (module state of the remote), shared by its slots.
 */
export interface EventHandoff {
  /**
   * For the light mount: while no React part listens, holds each `name` event, stops it there
   * (one event opens one dialog, however many slots), answers it (cancels it when it can be)
   * and calls `onEvent`. Returns the clean-up.
   */
  watch: (onEvent: () => void) => () => void;
  /**
   * For a React part whose own listener is in place: the events held so far, oldest first,
   * and `release` for when it stops listening.
   */
  takeOver: () => { held: CustomEvent<unknown>[]; release: () => void };
}

export function createEventHandoff(name: string): EventHandoff {
  let held: CustomEvent<unknown>[] = [];
  let reactListeners = 0;
  return {
    watch(onEvent) {
      const listener = (event: Event) => {
        if (reactListeners > 0 || !(event instanceof CustomEvent)) return;
        event.stopImmediatePropagation();
        // A cancelable request is answered: its sender needs no fallback.
        if (event.cancelable) event.preventDefault();
        held.push(event as CustomEvent<unknown>);
        onEvent();
      };
      window.addEventListener(name, listener);
      return () => window.removeEventListener(name, listener);
    },
    takeOver() {
      reactListeners++;
      const taken = held;
      held = [];
      let released = false;
      return {
        held: taken,
        release: () => {
          if (!released) reactListeners--;
          released = true;
        },
      };
    },
  };
}
