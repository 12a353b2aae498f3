import { useEffect, useRef } from 'react';
import * as v from '@courses/runtime/valibot';
import { OPEN_EMBED_EVENT } from '@courses/runtime';
import { openRequests } from './openRequests';
import { EmbedSubject } from './props';

/**
 * Calls `onOpen` with the item of each 'courses:open-embed' event (see the runtime's
 * openEmbed.ts). A detail of the wrong shape is a bug in the sending code: it is reported in
 * the console, naming the field, and opens nothing.
 */
export function useOpenEmbedEvent(onOpen: (subject: EmbedSubject) => void): void {
  // The latest callback, so the listener is added once rather than on every render.
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    function handle(event: CustomEvent<unknown>) {
      const parsed = v.safeParse(EmbedSubject, event.detail ?? {});
      if (!parsed.success) {
        console.error(`[courses] ${OPEN_EMBED_EVENT}: ${v.summarize(parsed.issues)}`);
        return;
      }
      // One event, one dialog, however many embed-dialog slots the page has.
      event.stopImmediatePropagation();
      onOpenRef.current(parsed.output);
    }
    window.addEventListener(OPEN_EMBED_EVENT, handle);
    // Requests sent before this part loaded were held by the light mount (mount.ts).
    const { held, release } = openRequests.takeOver();
    held.forEach(handle);
    return () => {
      window.removeEventListener(OPEN_EMBED_EVENT, handle);
      release();
    };
  }, []);
}
