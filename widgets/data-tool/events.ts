import type { PlotState } from './model/plotState';

/**
 * Page events of the data tool. Each is a bubbling CustomEvent on the widget's slot, so a host
 * can listen on the slot, on a pane around it, or on document.
 */
export const PLOT_STATE_EVENT = 'courses:plot-state';
export const PLOT_SAVED_EVENT = 'courses:plot-saved';
/** A host dispatches it on the slot itself to replace the plot state. */
export const SET_PLOT_STATE_EVENT = 'courses:set-plot-state';

/**
 * A host dispatches it on the slot itself to get the plot as shown (the lesson player's graph
 * questions). The tool calls `respond` once, synchronously or later.
 */
export const CAPTURE_PLOT_EVENT = 'courses:capture-plot';

/** What courses:capture-plot answers: the plot state, the table's column ids and a PNG. */
export interface PlotCapture {
  plotState: PlotState;
  columnIds: string[];
  /** 'data:image/png;base64,...' from a canvas: the server accepts PNG or JPEG bytes only. */
  image: string;
}

/** The detail of courses:capture-plot; `respond(null)` when there is no data or no plot. */
export interface CapturePlotDetail {
  respond: (capture: PlotCapture | null) => void;
}

/** The plot changed (type or axis), or new data arrived (`columnIds` of the new table). */
export interface PlotStateDetail {
  plotState: PlotState;
  columnIds: string[];
}

/** A plot was saved through the Save Plot dialog. */
export interface PlotSavedDetail {
  /** Same id for an 'Update Plot' of an earlier save in this page session. */
  plotId: number;
  title: string;
  altText: string;
  notes: string;
  plotState: PlotState;
  /** The uploaded image's URL, or its data URL when the tool has nowhere to upload it. */
  image: string;
}

/** What a host sends with courses:set-plot-state: any plot state, read like a step's. */
export interface SetPlotStateDetail {
  plotState: unknown;
}

export function dispatchPlotState(target: EventTarget, detail: PlotStateDetail): void {
  target.dispatchEvent(new CustomEvent(PLOT_STATE_EVENT, { detail, bubbles: true }));
}

export function dispatchPlotSaved(target: EventTarget, detail: PlotSavedDetail): void {
  target.dispatchEvent(new CustomEvent(PLOT_SAVED_EVENT, { detail, bubbles: true }));
}

/** The slot a widget renders in: where its events start, so the host knows which one spoke. */
export function slotOf(element: HTMLElement): HTMLElement {
  return element.closest<HTMLElement>('[data-widget]') ?? element;
}
