import { sendEvent } from './eventMap';

/**
 * The window event that opens a course dataset's About or Vocabulary popup from anywhere on
 * the page, e.g. the lesson player's buttons above a data step's data tool:
 *
 * ```ts
 * window.dispatchEvent(
 *   new CustomEvent('courses:open-dataset-popup', {
 *     detail: { popup: 'about', courseDatasetId: 1, datasetName: 'World City Temperatures' },
 *     cancelable: true,
 *   }),
 * );
 * ```
 *
 * - `popup` is 'about' (GET /api/course-dataset/{id}/about/) or 'vocabulary'
 *   (GET /api/course-dataset/{id}/keywords/); `datasetName` titles the popup while it loads.
 *   Unknown keys are refused with a console error.
 * - A mounted dataset-popups widget answers (a card or a `listen` slot) and cancels the event;
 *   the first one stops it, so two slots never stack two dialogs.
 * - Focus returns to whatever had it when the event was dispatched once the popup closes.
 */
export const OPEN_DATASET_POPUP_EVENT = 'courses:open-dataset-popup';

export interface OpenDatasetPopupDetail {
  popup: 'about' | 'vocabulary';
  courseDatasetId: number;
  datasetName: string;
}

/** Opens the popup named by `detail`; false when no widget on the page answered. */
export function openDatasetPopup(detail: OpenDatasetPopupDetail): boolean {
  return sendEvent(window, OPEN_DATASET_POPUP_EVENT, detail, { cancelable: true });
}
