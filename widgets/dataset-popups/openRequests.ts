import {
  OPEN_DATASET_POPUP_EVENT,
  OPEN_SHARE_EVENT,
  createEventHandoff,
} from '@courses/runtime/startup';

/**
 * Open requests a `listen` slot's light mount (mount.ts) heard before the popups' React part
 * loaded, one handoff per event.
 */
export const openRequests = {
  share: createEventHandoff(OPEN_SHARE_EVENT),
  popup: createEventHandoff(OPEN_DATASET_POPUP_EVENT),
};
