import { Suspense, useState } from 'react';
import { retryableLazy } from '@courses/runtime';
import { useOpenEvents, type OpenRequest } from './useOpenEvents';

// The dialogs load with the first event: most pages with a `listen` slot never open one.
const EventDialogs = retryableLazy(() =>
  import('./EventDialogs').then((module) => module.EventDialogs),
);

/**
 * The popups other widgets open through the page's events: Share of an activity or a data
 * story (Direct Link and Email), and a course dataset's About and Vocabulary.
 */
export function EventPopups() {
  // Kept after closing so the dialog can run its exit transition with its content.
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  useOpenEvents((next, focused) => {
    setRequest(next);
    setOpener(focused instanceof HTMLElement ? focused : null);
    setOpen(true);
  });
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <EventDialogs request={request} open={open} onClose={() => setOpen(false)} opener={opener} />
    </Suspense>
  );
}
