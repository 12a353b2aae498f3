import type { SlotState } from '../mount/slotState';

/**
 * Events the loader dispatches on a slot element (they bubble, so a page can listen on
 * document). Host pages use them to react to widgets without polling.
 */
export interface WidgetEventMap {
  /** A slot changed state: loading, mounted, or error (failed load, invalid props, crash). */
  'courses:widget-state': CustomEvent<{ widget: string; state: SlotState; error?: string }>;
}

export function emitState(
  element: HTMLElement,
  widget: string,
  state: SlotState,
  error?: string,
): void {
  const detail = error === undefined ? { widget, state } : { widget, state, error };
  element.dispatchEvent(new CustomEvent('courses:widget-state', { bubbles: true, detail }));
}
