import { useState, type RefObject } from 'react';
import {
  GENERIC_ERROR_MESSAGE,
  createSavedPlot,
  toast,
  updateSavedPlot,
  uploadPlotImage,
} from '@courses/runtime';
import { captureGraph } from './captureLater';
import { dispatchPlotSaved, slotOf } from './events';
import { GRAPH_CAPTURE_DELAY_MS, PLOT_SAVED, PLOT_UPDATED } from './messages';
import type { PlotState } from './model/plotState';
import type { PlotDetails, SaveMode } from './SavePlotDialog';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SavePlotOptions {
  svgRef: RefObject<SVGSVGElement | null>;
  rootRef: RefObject<HTMLElement | null>;
  plotState: PlotState | null;
  captureIds: { a: number; b: number } | undefined;
  /** Names the data the plot is drawn from, so the saved plot is listed with it. */
  source: string;
  /** The saved plot 'Update Plot' changes: the last one saved or reopened; null for none. */
  plotId: number | null;
  /** Called after a successful save with the stored plot's id (e.g. to close the dialog). */
  onSaved: (plotId: number) => void;
}

/**
 * Spec section 4: not saved, then saving (the graph captured after 100 ms), then saved. The
 * image is uploaded when the host said where; the plot is stored on the server (POST, or PUT
 * for 'Update Plot'), and the host hears of it through courses:plot-saved. A failure leaves
 * the dialog and what was typed as they were.
 */
export function useSavePlot(options: SavePlotOptions) {
  const { svgRef, rootRef, plotState, captureIds, source, plotId, onSaved } = options;
  const [saving, setSaving] = useState(false);

  async function save(details: PlotDetails, mode: SaveMode) {
    if (saving || !plotState) return;
    setSaving(true);
    try {
      await wait(GRAPH_CAPTURE_DELAY_MS);
      const svg = svgRef.current;
      const root = rootRef.current;
      if (!svg || !root) throw new Error('the graph is not on the page');
      const dataUrl = await captureGraph(svg);
      const image = captureIds
        ? await uploadPlotImage(captureIds.a, captureIds.b, dataUrl)
        : dataUrl;
      const payload = { source, ...details, plotState: { ...plotState }, image };
      const update = mode === 'update' && plotId !== null;
      const stored = update
        ? await updateSavedPlot(plotId, payload)
        : await createSavedPlot(payload);
      dispatchPlotSaved(slotOf(root), { plotId: stored.id, ...details, plotState, image });
      toast(update ? PLOT_UPDATED : PLOT_SAVED, 'success');
      onSaved(stored.id);
    } catch (error) {
      console.error('[courses] data-tool: the plot was not saved', error);
      toast(GENERIC_ERROR_MESSAGE, 'error');
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
