import type { SlotState } from '../mount/slotState';
import { sendEvent } from '../events/eventMap';

/**
 * Tells the page a slot changed state: loading, mounted, or error (failed load, invalid props,
 * crash). Sent on the slot element and bubbling, so a page can listen on document; its detail
 * is typed by the page events' map (src/events/eventMap.ts).
 */
export function emitState(
  element: HTMLElement,
  widget: string,
  state: SlotState,
  error?: string,
): void {
  const detail = error === undefined ? { widget, state } : { widget, state, error };
  sendEvent(element, 'courses:widget-state', detail, { bubbles: true });
}
