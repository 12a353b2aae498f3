import { useEffect, useRef } from 'react';
import * as v from '@courses/runtime/valibot';
import { OPEN_DATASET_POPUP_EVENT, OPEN_SHARE_EVENT } from '@courses/runtime';
import type { EventHandoff } from '@courses/runtime/startup';
import { openRequests } from './openRequests';

/** What a 'courses:open-share' event names (see the runtime's openShare.ts). */
export const ShareRequest = v.strictObject({
  type: v.picklist(['activity', 'datastory']),
  id: v.union([
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, 'id must be an id or an access_url')),
  ]),
  title: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(v.string(), v.minLength(1)),
  isJunior: v.optional(v.boolean()),
});
export type ShareRequest = v.InferOutput<typeof ShareRequest>;

/** What a 'courses:open-dataset-popup' event names (see the runtime's openDatasetPopup.ts). */
export const DatasetPopupRequest = v.strictObject({
  popup: v.picklist(['about', 'vocabulary']),
  courseDatasetId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  datasetName: v.string(),
});
export type DatasetPopupRequest = v.InferOutput<typeof DatasetPopupRequest>;

export type OpenRequest =
  { kind: 'share'; share: ShareRequest } | { kind: 'dataset'; popup: DatasetPopupRequest };

/**
 * Calls `onOpen` with each open-share and open-dataset-popup event of the page, with the
 * element that had focus (the popup gives it back). A detail of the wrong shape is a bug in
 * the sending code: reported in the console, naming the field, and nothing opens. The first
 * slot that answers cancels the event and stops it, so two slots never stack two dialogs.
 */
export function useOpenEvents(onOpen: (request: OpenRequest, opener: Element | null) => void) {
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    function listen<T>(
      name: string,
      requests: EventHandoff,
      schema: v.GenericSchema<unknown, T>,
      toRequest: (output: T) => OpenRequest,
    ) {
      const handle = (event: Event) => {
        const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
        const parsed = v.safeParse(schema, detail ?? {});
        if (!parsed.success) {
          console.error(`[courses] ${name}: ${v.summarize(parsed.issues)}`);
          return;
        }
        event.preventDefault();
        event.stopImmediatePropagation();
        onOpenRef.current(toRequest(parsed.output), document.activeElement);
      };
      window.addEventListener(name, handle);
      // Requests sent before this part loaded were held by the light mount (mount.tsx).
      const { held, release } = requests.takeOver();
      held.forEach(handle);
      return () => {
        window.removeEventListener(name, handle);
        release();
      };
    }
    const stopShare = listen(OPEN_SHARE_EVENT, openRequests.share, ShareRequest, (share) => ({
      kind: 'share',
      share,
    }));
    const stopPopup = listen(
      OPEN_DATASET_POPUP_EVENT,
      openRequests.popup,
      DatasetPopupRequest,
      (popup) => ({ kind: 'dataset', popup }),
    );
    return () => {
      stopShare();
      stopPopup();
    };
  }, []);
}
