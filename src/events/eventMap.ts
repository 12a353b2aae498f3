import type { SlotState } from '../mount/slotState';
import type { OpenDatasetPopupDetail } from './openDatasetPopup';
import type { OpenEmbedDetail } from './openEmbed';
import type { OpenFeedbackDetail } from './openFeedback';
import type { OpenShareDetail } from './openShare';

/** What 'courses:widget-state' says about a slot (the loader sends it on the slot, bubbling). */
export interface WidgetStateDetail {
  widget: string;
  state: SlotState;
  error?: string;
}

/**
 * Every page event between the host page, the loader and the widgets, by name, with the detail
 * it carries (the README's page-events table says who sends each and who answers). Sending
 * goes through `sendEvent`, hearing through `useOpenEvent` or `addEventListener`, both typed by
 * this map, so a wrong detail does not compile on either side. The data tool's plot events
 * are typed beside the tool (widgets/data-tool/events.ts): their plot state is the tool's own.
 */
export interface CoursesEventMap {
  'courses:open-embed': OpenEmbedDetail;
  'courses:open-feedback': OpenFeedbackDetail;
  'courses:open-share': OpenShareDetail;
  'courses:open-dataset-popup': OpenDatasetPopupDetail;
  /** A widget asks the page to log the visitor in (see requestLogin.ts); no detail. */
  'courses:log-in': null;
  'courses:widget-state': WidgetStateDetail;
}

export type CoursesEventName = keyof CoursesEventMap;

type AsCustomEvents<M> = { [K in keyof M]: CustomEvent<M[K]> };

declare global {
  // The DOM's own maps learn the page events, so addEventListener types their detail too.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends AsCustomEvents<CoursesEventMap> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends AsCustomEvents<CoursesEventMap> {}
}

/**
 * Sends the page event `name` with `detail` on `target` (window for the open events, a slot
 * for its state). Returns true when a listener answered by cancelling it (a cancelable event).
 */
export function sendEvent<K extends CoursesEventName>(
  target: EventTarget,
  name: K,
  detail: CoursesEventMap[K],
  init: { cancelable?: boolean; bubbles?: boolean } = {},
): boolean {
  return !target.dispatchEvent(new CustomEvent(name, { ...init, detail }));
}
