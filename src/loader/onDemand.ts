import { OPEN_DATASET_POPUP_EVENT } from '../events/openDatasetPopup';
import { OPEN_EMBED_EVENT } from '../events/openEmbed';
import { OPEN_FEEDBACK_EVENT } from '../events/openFeedback';
import { OPEN_SHARE_EVENT } from '../events/openShare';

/**
 * The page events a slot answers when it shows nothing until asked: a dialog slot whose props
 * are only `{ "showButton": false }`, a dataset-popups slot whose props are only
 * `{ "listen": true }`. The loader fetches such a widget on the first of these events and hands
 * the event over, so a page does not pay for a dialog nobody opens. Null for any other slot
 * (it loads at once, and its mount checks its props).
 */
export function openingEvents(widget: string, props: unknown): readonly string[] | null {
  if (typeof props !== 'object' || props === null) return null;
  const entries = Object.entries(props);
  if (entries.length !== 1) return null;
  const [key, value] = entries[0]!;
  if (key === 'showButton' && value === false) {
    if (widget === 'feedback-dialog') return [OPEN_FEEDBACK_EVENT];
    if (widget === 'embed-dialog') return [OPEN_EMBED_EVENT];
  }
  if (key === 'listen' && value === true && widget === 'dataset-popups')
    return [OPEN_DATASET_POPUP_EVENT, OPEN_SHARE_EVENT];
  return null;
}

/**
 * Slots that show nothing until a page event asks for them (see `openingEvents` in the widget
 * registry) are fetched on that first event instead of at page load. Until then the loader
 * answers the events for the slot: it holds them (so the dispatcher sees them answered and no
 * second slot opens a second dialog), loads and mounts the widget, then dispatches them again
 * for the widget's own listeners.
 */
export function mountOnFirstEvent(
  events: readonly string[],
  mount: () => Promise<boolean>,
): () => void {
  let held: CustomEvent<unknown>[] = [];
  let loading = false;
  let stopped = false;

  const hold = (event: Event) => {
    if (!(event instanceof CustomEvent)) return;
    event.stopImmediatePropagation();
    if (event.cancelable) event.preventDefault();
    held.push(event as CustomEvent<unknown>);
    if (loading) return;
    loading = true;
    void mount().then((mounted) => {
      loading = false;
      if (stopped) return;
      const pending = held;
      held = [];
      // A failed load shows its message and Retry in the slot; the next event tries again.
      if (!mounted) return;
      stopListening();
      for (const event of pending)
        window.dispatchEvent(
          new CustomEvent(event.type, { detail: event.detail, cancelable: event.cancelable }),
        );
    });
  };
  const stopListening = () => events.forEach((name) => window.removeEventListener(name, hold));

  events.forEach((name) => window.addEventListener(name, hold));
  return () => {
    stopped = true;
    stopListening();
  };
}
