import { useId, type Ref } from 'react';
import type { Graph, GraphModel } from './model/graphModel';
import { formatTick, linearScale, type NiceAxis } from './model/scale';

const WIDTH = 640;
const HEIGHT = 380;
const MARGIN = { top: 16, right: 20, bottom: 64, left: 72 };
const PLOT = {
  left: MARGIN.left,
  right: WIDTH - MARGIN.right,
  top: MARGIN.top,
  bottom: HEIGHT - MARGIN.bottom,
};
/** Colours are attributes, not CSS, so a captured image looks the same as the page. */
const INK = '#1c2430';
const GRID = '#d9dee5';
const MARK = '#1d4f91';
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const DOT_RADIUS = 5;

const label = (axis: NiceAxis, value: number, isDate: boolean) =>
  isDate ? new Date(value).toISOString().slice(0, 10) : formatTick(value, axis.step);

function inDomain(axis: NiceAxis): number[] {
  const epsilon = (axis.domain.max - axis.domain.min) * 1e-9;
  return axis.ticks.filter((t) => t >= axis.domain.min - epsilon && t <= axis.domain.max + epsilon);
}

function XTicks({ axis, isDate }: { axis: NiceAxis; isDate: boolean }) {
  const x = linearScale(axis.domain, PLOT.left, PLOT.right);
  return (
    <g aria-hidden="true">
      {inDomain(axis).map((tick) => (
        <g key={tick} transform={`translate(${x(tick)},${PLOT.bottom})`}>
          <line y2={6} stroke={INK} />
          <text y={20} textAnchor="middle" fontSize={12} fill={INK}>
            {label(axis, tick, isDate)}
          </text>
        </g>
      ))}
    </g>
  );
}

function YTicks({ axis }: { axis: NiceAxis }) {
  const y = linearScale(axis.domain, PLOT.bottom, PLOT.top);
  return (
    <g aria-hidden="true">
      {inDomain(axis).map((tick) => (
        <g key={tick} transform={`translate(${PLOT.left},${y(tick)})`}>
          <line x2={PLOT.right - PLOT.left} stroke={GRID} />
          <line x2={-6} stroke={INK} />
          <text x={-10} dy="0.32em" textAnchor="end" fontSize={12} fill={INK}>
            {label(axis, tick, false)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Stacks equal x values (at screen resolution) upwards, as a dot plot does. */
function StackedDots({ values, axis }: { values: number[]; axis: NiceAxis }) {
  const x = linearScale(axis.domain, PLOT.left, PLOT.right);
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
  const r = Math.min(DOT_RADIUS, (PLOT.bottom - PLOT.top) / (2 * tallest));
  return (
    <g>
      {placed.map(({ cx, level }, i) => (
        <circle
          key={i}
          data-mark="point"
          cx={cx}
          cy={PLOT.bottom - r - level * 2 * r}
          r={r * 0.9}
          fill={MARK}
          fillOpacity={0.8}
        />
      ))}
    </g>
  );
}

function Marks({ model, isDate }: { model: GraphModel; isDate: boolean }) {
  switch (model.kind) {
    case 'points': {
      const x = linearScale(model.x.domain, PLOT.left, PLOT.right);
      const y = linearScale(model.y.domain, PLOT.bottom, PLOT.top);
      const path = model.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.x)},${y(p.y)}`);
      return (
        <>
          <YTicks axis={model.y} />
          <XTicks axis={model.x} isDate={isDate} />
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
          <XTicks axis={model.x} isDate={isDate} />
          <StackedDots values={model.values} axis={model.x} />
        </>
      );
    case 'bars': {
      const y = linearScale(model.y.domain, PLOT.bottom, PLOT.top);
      const band = (PLOT.right - PLOT.left) / Math.max(1, model.bars.length);
      const slanted = model.bars.length > 8;
      return (
        <>
          <YTicks axis={model.y} />
          {model.bars.map((bar, i) => {
            const top = Math.min(y(bar.value), y(0));
            const left = PLOT.left + i * band;
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
                  fontSize={12}
                  fill={INK}
                  textAnchor={slanted ? 'end' : 'middle'}
                  transform={`translate(${centre},${PLOT.bottom + 16})${slanted ? ' rotate(-35)' : ''}`}
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
      const x = linearScale(model.x.domain, PLOT.left, PLOT.right);
      const y = linearScale(model.y.domain, PLOT.bottom, PLOT.top);
      return (
        <>
          <YTicks axis={model.y} />
          <XTicks axis={model.x} isDate={false} />
          {model.bins.map((bin) => (
            <rect
              key={bin.x0}
              data-mark="bar"
              x={x(bin.x0) + 0.5}
              y={y(bin.count)}
              width={Math.max(0, x(bin.x1) - x(bin.x0) - 1)}
              height={PLOT.bottom - y(bin.count)}
              fill={MARK}
            />
          ))}
        </>
      );
    }
    case 'empty':
      return (
        <text x={WIDTH / 2} y={HEIGHT / 2} textAnchor="middle" fontSize={14} fill={INK}>
          {model.reason}
        </text>
      );
  }
}

export interface GraphSvgProps {
  graph: Graph;
  svgRef?: Ref<SVGSVGElement>;
}

/** The graph as SVG: axes with ticks and labels, marks, and a text summary for screen readers. */
export function GraphSvg({ graph, svgRef }: GraphSvgProps) {
  const titleId = useId();
  const descId = useId();
  const { model } = graph;
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
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      fontFamily={FONT}
      style={{ width: '100%', height: 'auto', display: 'block' }}
      data-testid="data-tool.graph"
    >
      <title id={titleId}>{graph.summary}</title>
      <desc id={descId}>{description}</desc>
      <rect width={WIDTH} height={HEIGHT} fill="#ffffff" />
      <Marks model={model} isDate={graph.xIsDate} />
      {model.kind !== 'empty' && (
        <g aria-hidden="true">
          <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} stroke={INK} />
          {model.kind !== 'stacked' && (
            <line x1={PLOT.left} x2={PLOT.left} y1={PLOT.top} y2={PLOT.bottom} stroke={INK} />
          )}
          <text
            x={(PLOT.left + PLOT.right) / 2}
            y={HEIGHT - 10}
            textAnchor="middle"
            fontSize={14}
            fontWeight={600}
            fill={INK}
          >
            {graph.xLabel}
          </text>
          {graph.yLabel && (
            <text
              transform={`translate(18,${(PLOT.top + PLOT.bottom) / 2}) rotate(-90)`}
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
