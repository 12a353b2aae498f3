import { createContext, useContext } from 'react';
import type { PlotState } from '@courses/runtime';

/** The data tool's answer to a capture request (README, page events: courses:capture-plot). */
export interface PlotCapture {
  plotState: PlotState;
  columnIds: string[];
  /** A PNG data URL of the plot as shown. */
  image: string;
}

/** The page event a host sends to the data tool's slot to capture its plot. */
export const CAPTURE_PLOT_EVENT = 'courses:capture-plot';

/** How long a capture may take before the step gives up on it. */
const CAPTURE_TIMEOUT_MS = 10_000;

/**
 * Asks the data tool mounted inside `container` for its plot: its state and a PNG of it. The
 * data tool is another remote, so the page event is the contract; null when there is no data
 * tool, no plot, or no answer in time.
 */
export function capturePlot(container: HTMLElement | null): Promise<PlotCapture | null> {
  const slot = container?.querySelector<HTMLElement>('[data-widget="data-tool"]');
  if (!slot) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), CAPTURE_TIMEOUT_MS);
    const respond = (capture: PlotCapture | null) => {
      window.clearTimeout(timer);
      resolve(capture);
    };
    slot.dispatchEvent(new CustomEvent(CAPTURE_PLOT_EVENT, { detail: { respond } }));
  });
}

/** What a step's graph questions may use of the data tool beside them. */
export interface DataToolLink {
  /** The step has a data tool in its left pane. */
  available: boolean;
  capture: () => Promise<PlotCapture | null>;
  /** Where the plot image is uploaded (enroll id and step id); null where it is not sent. */
  uploadIds: { a: number; b: number } | null;
}

const NO_DATA_TOOL: DataToolLink = {
  available: false,
  capture: () => Promise.resolve(null),
  uploadIds: null,
};

export const DataToolLinkContext = createContext<DataToolLink>(NO_DATA_TOOL);

export function useDataToolLink(): DataToolLink {
  return useContext(DataToolLinkContext);
}
