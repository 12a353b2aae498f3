import { useEffect, useRef, type RefObject } from 'react';
import { captureGraph } from './captureLater';
import { CAPTURE_PLOT_EVENT, slotOf, type CapturePlotDetail } from './events';
import type { PlotSession } from './usePlotSession';

/**
 * Answers courses:capture-plot on the slot: the plot state, the column ids and a PNG of the
 * graph as shown, or null while there is no data or nothing is plotted. The listener stays the
 * same across renders; it reads the latest session through a ref.
 */
export function useCapturePlot(
  rootRef: RefObject<HTMLElement | null>,
  svgRef: RefObject<SVGSVGElement | null>,
  session: PlotSession | null,
): void {
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const slot = slotOf(root);
    function onCapture(event: Event) {
      const respond = (event as CustomEvent<CapturePlotDetail | null>).detail?.respond;
      if (typeof respond !== 'function') return;
      const current = latest.current;
      const svg = svgRef.current;
      // An empty graph (no attributes, attributes that are not columns) is not a plot.
      if (!current || !svg || svg.dataset.empty === 'true') {
        respond(null);
        return;
      }
      const plotState = current.plotState;
      const columnIds = current.table.columns.map((column) => column.id);
      captureGraph(svg).then(
        (image) => respond({ plotState, columnIds, image }),
        (error: unknown) => {
          console.error('[courses] data-tool: the plot could not be captured', error);
          respond(null);
        },
      );
    }
    slot.addEventListener(CAPTURE_PLOT_EVENT, onCapture);
    return () => slot.removeEventListener(CAPTURE_PLOT_EVENT, onCapture);
  }, [rootRef, svgRef]);
}
