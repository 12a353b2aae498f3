/**
 * What a widget's mount needs before React: stateless helpers that each remote bundles (this
 * entry is not shared), so a widget that shows nothing until used starts without loading the
 * shared runtime, React or MUI. Nothing here may hold page state or import the runtime entry.
 */
export { deferredDialog, deferredMount, START_FAILED } from './deferredMount';
export type { DeferredInstance, DeferredWidget } from './deferredMount';
export { createEventHandoff } from './eventHandoff';
export type { EventHandoff } from './eventHandoff';
export { setSlotState } from '../mount/slotState';
export { OPEN_FEEDBACK_EVENT } from '../events/openFeedback';
export { OPEN_EMBED_EVENT } from '../events/openEmbed';
export { OPEN_DATASET_POPUP_EVENT } from '../events/openDatasetPopup';
export { OPEN_SHARE_EVENT } from '../events/openShare';
export { ShortUrlPayloadSchema } from '../api/schemas/shortUrl';
