import { useId, useMemo, useState, type PointerEvent, type Ref, type SVGProps } from 'react';
import type { Graph } from './model/graphModel';
import { casesInRect, type PixelRect } from './model/selection';
import { Marks, SelectedDots, dotPositions, slantedLabels } from './GraphMarks';
import { DOT_RADIUS, FONT, INK, SELECTED, type Plot } from './graphStyle';

/** Drawn at the width it is shown at (within limits), so its text stays readable. */
export const GRAPH_WIDTH = { preferred: 640, min: 300, max: 900 };
const HEIGHT = 380;
// The right margin holds half of the last tick label (six digits at 100,000 cases).
const MARGIN = { top: 16, right: 28, bottom: 64, left: 72 };
/** Room below the plot for slanted category labels. */
const SLANTED_EXTRA_HEIGHT = 44;

export interface GraphSvgProps {
  graph: Graph;
  /** The width it is shown at, in CSS pixels; kept within GRAPH_WIDTH's limits. */
  width?: number;
  svgRef?: Ref<SVGSVGElement>;
  /** Rows of the cases selected here or in the table: drawn again, highlighted. */
  selected?: ReadonlySet<number>;
  /** A click or a drag over the marks picked these rows (empty: cleared). */
  onSelect?: (rows: Set<number>) => void;
  /**
   * False while the width it is shown at is still to be read (the first render, before the
   * figure is attached): the marks, placed for one width (100,000 dots painted for it), wait
   * for it instead of being drawn twice. The width is read before the browser paints, so no
   * frame lacks them.
   */
  sized?: boolean;
}

/** Where a pointer is, in the SVG's own units (it is scaled to fit its box). */
function svgPoint(svg: SVGSVGElement, event: PointerEvent): { x: number; y: number } {
  const matrix = svg.getScreenCTM();
  if (!matrix) return { x: 0, y: 0 };
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y };
}

const NONE: ReadonlySet<number> = new Set();

/** The graph as SVG: axes with ticks and labels, marks, and a text summary for screen readers. */
/** An axis's name, drawn in the graph's ink at its place. */
function AxisLabel(props: SVGProps<SVGTextElement>) {
  return <text textAnchor="middle" fontSize={14} fontWeight={600} fill={INK} {...props} />;
}

export function GraphSvg({
  graph,
  width: shownWidth = GRAPH_WIDTH.preferred,
  svgRef,
  selected = NONE,
  onSelect,
  sized = true,
}: GraphSvgProps) {
  const titleId = useId();
  const descId = useId();
  const { model } = graph;
  const [brush, setBrush] = useState<PixelRect | null>(null);
  // The plot keeps its place; slanted labels get extra room below it.
  const height = HEIGHT + (slantedLabels(model) ? SLANTED_EXTRA_HEIGHT : 0);
  const width = Math.round(Math.min(GRAPH_WIDTH.max, Math.max(GRAPH_WIDTH.min, shownWidth)));
  const plot: Plot = {
    left: MARGIN.left,
    right: width - MARGIN.right,
    top: MARGIN.top,
    bottom: HEIGHT - MARGIN.bottom,
  };
  const { left, right, top, bottom } = plot;
  // Where the dots go depends on the model and the plot's size only, not on a selection.
  const dots = useMemo(
    () => (sized ? dotPositions(model, { left, right, top, bottom }) : null),
    [sized, model, left, right, top, bottom],
  );
  const selectable = onSelect && (model.kind === 'points' || model.kind === 'stacked');
  const description = [
    graph.xLabel && `Horizontal axis: ${graph.xLabel}.`,
    graph.yLabel && `Vertical axis: ${graph.yLabel}.`,
    'The data table beside the graph lists every value.',
    selectable && 'Select cases in the table to highlight them here.',
  ]
    .filter(Boolean)
    .join(' ');

  function finishBrush() {
    if (!brush || !onSelect) return;
    // A click is a tiny drag: it picks the marks under the pointer.
    const click = Math.abs(brush.x1 - brush.x0) < 3 && Math.abs(brush.y1 - brush.y0) < 3;
    const rect = click
      ? {
          x0: brush.x0 - DOT_RADIUS,
          x1: brush.x0 + DOT_RADIUS,
          y0: brush.y0 - DOT_RADIUS,
          y1: brush.y0 + DOT_RADIUS,
        }
      : brush;
    setBrush(null);
    onSelect(casesInRect(model, plot, rect));
  }

  const pointerHandlers = selectable
    ? {
        onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          const { x, y } = svgPoint(event.currentTarget, event);
          setBrush({ x0: x, y0: y, x1: x, y1: y });
        },
        onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
          if (!brush) return;
          const { x, y } = svgPoint(event.currentTarget, event);
          setBrush({ ...brush, x1: x, y1: y });
        },
        onPointerUp: finishBrush,
        onPointerCancel: () => setBrush(null),
      }
    : {};

  return (
    <svg
      ref={svgRef}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      fontFamily={FONT}
      style={{
        width: '100%',
        height: 'auto',
        display: 'block',
        // Touch drags select cases instead of scrolling the page.
        touchAction: selectable ? 'none' : 'auto',
        cursor: selectable ? 'crosshair' : 'default',
      }}
      data-testid="data-tool.graph"
      // Nothing is plotted: a capture answers null rather than a picture of the hint.
      data-empty={model.kind === 'empty' ? 'true' : 'false'}
      {...pointerHandlers}
    >
      <title id={titleId}>{graph.summary}</title>
      <desc id={descId}>{description}</desc>
      <rect width={width} height={height} fill="#ffffff" />
      {sized && <Marks model={model} isDate={graph.xIsDate} plot={plot} dots={dots} />}
      <SelectedDots dots={dots} selected={selected} />
      {model.kind !== 'empty' && (
        <g aria-hidden="true">
          <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={INK} />
          {model.kind !== 'stacked' && model.kind !== 'box' && (
            <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke={INK} />
          )}
          <AxisLabel x={(plot.left + plot.right) / 2} y={height - 10}>
            {graph.xLabel}
          </AxisLabel>
          {graph.yLabel && (
            <AxisLabel transform={`translate(18,${(plot.top + plot.bottom) / 2}) rotate(-90)`}>
              {graph.yLabel}
            </AxisLabel>
          )}
        </g>
      )}
      {brush && (
        <rect
          aria-hidden="true"
          x={Math.min(brush.x0, brush.x1)}
          y={Math.min(brush.y0, brush.y1)}
          width={Math.abs(brush.x1 - brush.x0)}
          height={Math.abs(brush.y1 - brush.y0)}
          fill={SELECTED}
          fillOpacity={0.12}
          stroke={SELECTED}
          strokeDasharray="4 3"
          pointerEvents="none"
        />
      )}
    </svg>
  );
}
