import * as v from '@courses/runtime/valibot';
import { OPEN_DATASET_POPUP_EVENT, OPEN_SHARE_EVENT, useOpenEvent } from '@courses/runtime';
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
 * element that had focus (the popup gives it back). Requests sent before this part loaded were
 * held by the light mount (mount.tsx).
 */
export function useOpenEvents(onOpen: (request: OpenRequest, opener: Element | null) => void) {
  useOpenEvent(OPEN_SHARE_EVENT, openRequests.share, ShareRequest, (share, opener) =>
    onOpen({ kind: 'share', share }, opener),
  );
  useOpenEvent(OPEN_DATASET_POPUP_EVENT, openRequests.popup, DatasetPopupRequest, (popup, opener) =>
    onOpen({ kind: 'dataset', popup }, opener),
  );
}
