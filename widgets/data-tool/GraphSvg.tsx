import { useId, type Ref } from 'react';
import type { Graph, GraphModel } from './model/graphModel';
import { formatTick, linearScale, type NiceAxis } from './model/scale';

/** Drawn at the width it is shown at (within limits), so its text stays readable. */
export const GRAPH_WIDTH = { preferred: 640, min: 300, max: 900 };
const HEIGHT = 380;
const MARGIN = { top: 16, right: 20, bottom: 64, left: 72 };

/** The plotting area inside the SVG. */
interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
/** Colours are attributes, not CSS, so a captured image looks the same as the page. */
const INK = '#1c2430';
const GRID = '#d9dee5';
const MARK = '#1d4f91';
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const DOT_RADIUS = 5;
/** Room below the plot for slanted category labels. */
const SLANTED_EXTRA_HEIGHT = 44;

/** Many bars leave no room for level labels: they are slanted. */
const slantedLabels = (model: GraphModel) => model.kind === 'bars' && model.bars.length > 8;

const label = (axis: NiceAxis, value: number, isDate: boolean) =>
  isDate ? new Date(value).toISOString().slice(0, 10) : formatTick(value, axis.step);

function inDomain(axis: NiceAxis): number[] {
  const epsilon = (axis.domain.max - axis.domain.min) * 1e-9;
  return axis.ticks.filter((t) => t >= axis.domain.min - epsilon && t <= axis.domain.max + epsilon);
}

function XTicks({ axis, isDate, plot }: { axis: NiceAxis; isDate: boolean; plot: Plot }) {
  const x = linearScale(axis.domain, plot.left, plot.right);
  return (
    <g aria-hidden="true">
      {inDomain(axis).map((tick) => (
        <g key={tick} transform={`translate(${x(tick)},${plot.bottom})`}>
          <line y2={6} stroke={INK} />
          <text y={20} textAnchor="middle" fontSize={13} fill={INK}>
            {label(axis, tick, isDate)}
          </text>
        </g>
      ))}
    </g>
  );
}

function YTicks({ axis, plot }: { axis: NiceAxis; plot: Plot }) {
  const y = linearScale(axis.domain, plot.bottom, plot.top);
  return (
    <g aria-hidden="true">
      {inDomain(axis).map((tick) => (
        <g key={tick} transform={`translate(${plot.left},${y(tick)})`}>
          <line x2={plot.right - plot.left} stroke={GRID} />
          <line x2={-6} stroke={INK} />
          <text x={-10} dy="0.32em" textAnchor="end" fontSize={13} fill={INK}>
            {label(axis, tick, false)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Stacks equal x values (at screen resolution) upwards, as a dot plot does. */
function StackedDots({ values, axis, plot }: { values: number[]; axis: NiceAxis; plot: Plot }) {
  const x = linearScale(axis.domain, plot.left, plot.right);
  const heights = new Map<number, number>();
  const placed = [...values]
    .sort((a, b) => a - b)
    .map((value) => {
      const column = Math.round(x(value) / (2 * DOT_RADIUS));
      const level = heights.get(column) ?? 0;
      heights.set(column, level + 1);
      return { cx: x(value), level };
    });
  const tallest = Math.max(1, ...heights.values());
  // Shrink the dots when a stack would leave the plot.
  const r = Math.min(DOT_RADIUS, (plot.bottom - plot.top) / (2 * tallest));
  return (
    <g>
      {placed.map(({ cx, level }, i) => (
        <circle
          key={i}
          data-mark="point"
          cx={cx}
          cy={plot.bottom - r - level * 2 * r}
          r={r * 0.9}
          fill={MARK}
          fillOpacity={0.8}
        />
      ))}
    </g>
  );
}

function Marks({ model, isDate, plot }: { model: GraphModel; isDate: boolean; plot: Plot }) {
  switch (model.kind) {
    case 'points': {
      const x = linearScale(model.x.domain, plot.left, plot.right);
      const y = linearScale(model.y.domain, plot.bottom, plot.top);
      const path = model.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.x)},${y(p.y)}`);
      return (
        <>
          <YTicks axis={model.y} plot={plot} />
          <XTicks axis={model.x} isDate={isDate} plot={plot} />
          {model.connect && <path d={path.join('')} fill="none" stroke={MARK} strokeWidth={2} />}
          {model.points.map((p, i) => (
            <circle
              key={i}
              data-mark="point"
              cx={x(p.x)}
              cy={y(p.y)}
              r={model.connect ? 3.5 : DOT_RADIUS}
              fill={MARK}
              fillOpacity={0.8}
            />
          ))}
        </>
      );
    }
    case 'stacked':
      return (
        <>
          <XTicks axis={model.x} isDate={isDate} plot={plot} />
          <StackedDots values={model.values} axis={model.x} plot={plot} />
        </>
      );
    case 'bars': {
      const y = linearScale(model.y.domain, plot.bottom, plot.top);
      const band = (plot.right - plot.left) / Math.max(1, model.bars.length);
      const slanted = slantedLabels(model);
      return (
        <>
          <YTicks axis={model.y} plot={plot} />
          {model.bars.map((bar, i) => {
            const top = Math.min(y(bar.value), y(0));
            const left = plot.left + i * band;
            const centre = left + band / 2;
            const text = bar.label.length > 14 ? `${bar.label.slice(0, 13)}…` : bar.label;
            return (
              <g key={bar.label}>
                <rect
                  data-mark="bar"
                  x={left + band * 0.15}
                  y={top}
                  width={band * 0.7}
                  height={Math.abs(y(bar.value) - y(0))}
                  fill={MARK}
                />
                <text
                  aria-hidden="true"
                  fontSize={13}
                  fill={INK}
                  textAnchor={slanted ? 'end' : 'middle'}
                  transform={`translate(${centre},${plot.bottom + 16})${slanted ? ' rotate(-35)' : ''}`}
                >
                  {text}
                </text>
              </g>
            );
          })}
        </>
      );
    }
    case 'histogram': {
      const x = linearScale(model.x.domain, plot.left, plot.right);
      const y = linearScale(model.y.domain, plot.bottom, plot.top);
      return (
        <>
          <YTicks axis={model.y} plot={plot} />
          <XTicks axis={model.x} isDate={false} plot={plot} />
          {model.bins.map((bin) => (
            <rect
              key={bin.x0}
              data-mark="bar"
              x={x(bin.x0) + 0.5}
              y={y(bin.count)}
              width={Math.max(0, x(bin.x1) - x(bin.x0) - 1)}
              height={plot.bottom - y(bin.count)}
              fill={MARK}
            />
          ))}
        </>
      );
    }
    case 'empty':
      return (
        <text
          x={(plot.left + plot.right) / 2}
          y={(plot.top + plot.bottom) / 2}
          textAnchor="middle"
          fontSize={14}
          fill={INK}
        >
          {model.reason}
        </text>
      );
  }
}

export interface GraphSvgProps {
  graph: Graph;
  /** The width it is shown at, in CSS pixels; kept within GRAPH_WIDTH's limits. */
  width?: number;
  svgRef?: Ref<SVGSVGElement>;
}

/** The graph as SVG: axes with ticks and labels, marks, and a text summary for screen readers. */
export function GraphSvg({
  graph,
  width: shownWidth = GRAPH_WIDTH.preferred,
  svgRef,
}: GraphSvgProps) {
  const titleId = useId();
  const descId = useId();
  const { model } = graph;
  // The plot keeps its place; slanted labels get extra room below it.
  const height = HEIGHT + (slantedLabels(model) ? SLANTED_EXTRA_HEIGHT : 0);
  const width = Math.round(Math.min(GRAPH_WIDTH.max, Math.max(GRAPH_WIDTH.min, shownWidth)));
  const plot: Plot = {
    left: MARGIN.left,
    right: width - MARGIN.right,
    top: MARGIN.top,
    bottom: HEIGHT - MARGIN.bottom,
  };
  const description = [
    graph.xLabel && `Horizontal axis: ${graph.xLabel}.`,
    graph.yLabel && `Vertical axis: ${graph.yLabel}.`,
    'The data table beside the graph lists every value.',
  ]
    .filter(Boolean)
    .join(' ');
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
      style={{ width: '100%', height: 'auto', display: 'block' }}
      data-testid="data-tool.graph"
    >
      <title id={titleId}>{graph.summary}</title>
      <desc id={descId}>{description}</desc>
      <rect width={width} height={height} fill="#ffffff" />
      <Marks model={model} isDate={graph.xIsDate} plot={plot} />
      {model.kind !== 'empty' && (
        <g aria-hidden="true">
          <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={INK} />
          {model.kind !== 'stacked' && (
            <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke={INK} />
          )}
          <text
            x={(plot.left + plot.right) / 2}
            y={height - 10}
            textAnchor="middle"
            fontSize={14}
            fontWeight={600}
            fill={INK}
          >
            {graph.xLabel}
          </text>
          {graph.yLabel && (
            <text
              transform={`translate(18,${(plot.top + plot.bottom) / 2}) rotate(-90)`}
              textAnchor="middle"
              fontSize={14}
              fontWeight={600}
              fill={INK}
            >
              {graph.yLabel}
            </text>
          )}
        </g>
      )}
    </svg>
  );
}
