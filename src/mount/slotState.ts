/** Where a slot is in its life; host pages and tests read it from data-widget-state. */
export type SlotState = 'loading' | 'mounted' | 'error';

export function setSlotState(element: HTMLElement, widget: string, state: SlotState): void {
  element.dataset.widget = widget;
  element.dataset.widgetState = state;
  element.setAttribute('aria-busy', state === 'loading' ? 'true' : 'false');
}
