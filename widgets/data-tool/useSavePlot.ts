import { useRef, useState, type RefObject } from 'react';
import { GENERIC_ERROR_MESSAGE, toast, uploadPlotImage } from '@courses/runtime';
import { captureGraph } from './captureSvg';
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
  /** Called after a successful save (e.g. to close the dialog). */
  onSaved: () => void;
}

/**
 * Spec section 4: not saved, then saving (the graph captured after 100 ms), then saved. The
 * image is uploaded when the host said where; the host hears of the plot through
 * courses:plot-saved. A failure leaves the dialog and what was typed as they were.
 */
export function useSavePlot({ svgRef, rootRef, plotState, captureIds, onSaved }: SavePlotOptions) {
  const [saving, setSaving] = useState(false);
  const [savedPlotId, setSavedPlotId] = useState<number | null>(null);
  const lastPlotId = useRef(0);

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
      const update = mode === 'update' && savedPlotId !== null;
      const plotId = update ? savedPlotId : ++lastPlotId.current;
      dispatchPlotSaved(slotOf(root), { plotId, ...details, plotState, image });
      setSavedPlotId(plotId);
      toast(update ? PLOT_UPDATED : PLOT_SAVED, 'success');
      onSaved();
    } catch (error) {
      console.error('[courses] data-tool: the plot was not saved', error);
      toast(GENERIC_ERROR_MESSAGE, 'error');
    } finally {
      setSaving(false);
    }
  }

  return { saving, canUpdate: savedPlotId !== null, save };
}
