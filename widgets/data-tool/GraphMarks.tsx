import { memo } from 'react';
import type { GraphModel } from './model/graphModel';
import { affineScale, linearScale, scaleAll, type Affine } from './model/scale';
import { XTicks, YTicks } from './GraphAxes';
import { DOT_RADIUS, INK, MARK, SELECTED, dotsPath, type Plot } from './graphStyle';
import { Dots, PIXEL_DOTS_FROM, type DotPositions } from './Dots';
import { linePath } from './linePath';
import { sortedOrder } from './model/sortedOrder';

/** Many bars leave no room for level labels: they are slanted. */
export const slantedLabels = (model: GraphModel) => model.kind === 'bars' && model.bars.length > 8;

/** The dots as one path when few enough; many are painted as pixels instead (Dots.tsx). */
const pathOf = (xs: Float64Array, ys: Float64Array, x: Affine, y: Affine) =>
  xs.length < PIXEL_DOTS_FROM ? dotsPath(scaleAll(xs, x), scaleAll(ys, y)) : null;

const IDENTITY: Affine = { scale: 1, offset: 0 };

/** The dots of a points or stacked graph at `plot`'s size; null for other graphs. */
export function dotPositions(model: GraphModel, plot: Plot): DotPositions | null {
  if (model.kind === 'points') {
    const { xs, ys, rows } = model.points;
    const x = affineScale(model.x.domain, plot.left, plot.right);
    const y = affineScale(model.y.domain, plot.bottom, plot.top);
    const r = model.connect ? 3.5 : DOT_RADIUS;
    return { xs, ys, x, y, rows, r, path: pathOf(xs, ys, x, y) };
  }
  if (model.kind === 'stacked') {
    const { xs, ys, r } = stack(
      model.values,
      linearScale(model.x.domain, plot.left, plot.right),
      plot,
    );
    return {
      xs,
      ys,
      x: IDENTITY,
      y: IDENTITY,
      rows: model.rows,
      r: r * 0.9,
      path: pathOf(xs, ys, IDENTITY, IDENTITY),
    };
  }
  return null;
}

/**
 * The selected cases' dots again, highlighted, on top of the rest: drawn apart from the
 * other marks so that a selection redraws a few dots, not 100,000. Memoised: finding them
 * looks at every case, which a render of the graph for anything else (a dialog opening, a
 * brush being dragged) need not do again.
 */
export const SelectedDots = memo(function SelectedDots({
  dots,
  selected,
}: {
  dots: DotPositions | null;
  selected: ReadonlySet<number>;
}) {
  if (!dots || selected.size === 0) return null;
  const pickedX: number[] = [];
  const pickedY: number[] = [];
  for (let i = 0; i < dots.rows.length; i++) {
    if (selected.has(dots.rows[i] ?? -1)) {
      pickedX.push((dots.xs[i] ?? 0) * dots.x.scale + dots.x.offset);
      pickedY.push((dots.ys[i] ?? 0) * dots.y.scale + dots.y.offset);
    }
  }
  if (pickedX.length === 0) return null;
  return (
    <path
      data-mark="selected"
      data-count={pickedX.length}
      d={dotsPath(pickedX, pickedY)}
      fill="none"
      stroke={SELECTED}
      strokeWidth={2 * dots.r + 2}
      strokeLinecap="round"
      pointerEvents="none"
    />
  );
});

/** Stacks equal x values (at screen resolution) upwards, as a dot plot does. */
function stack(values: number[], x: (value: number) => number, plot: Plot) {
  // Stack heights by column: an array, as columns are small whole numbers across the plot.
  const heights: number[] = [];
  const xs = new Float64Array(values.length);
  const levels = new Uint32Array(values.length);
  // Smaller values sit lower in their stack.
  for (const i of sortedOrder(values)) {
    const cx = x(values[i] ?? 0);
    const column = Math.round(cx / (2 * DOT_RADIUS));
    const level = heights[column] ?? 0;
    heights[column] = level + 1;
    xs[i] = cx;
    levels[i] = level;
  }
  let tallest = 1;
  for (const height of heights) tallest = Math.max(tallest, height ?? 0);
  // Shrink the dots when a stack would leave the plot.
  const r = Math.min(DOT_RADIUS, (plot.bottom - plot.top) / (2 * tallest));
  const ys = Float64Array.from(levels, (level) => plot.bottom - r - level * 2 * r);
  return { xs, ys, r };
}

export interface MarksProps {
  model: GraphModel;
  isDate: boolean;
  plot: Plot;
  /** The dots of a points or stacked graph (dotPositions). */
  dots: DotPositions | null;
}

const samePlot = (a: Plot, b: Plot) =>
  a.left === b.left && a.right === b.right && a.top === b.top && a.bottom === b.bottom;

/**
 * Every mark but the selection. Memoised: a brush being dragged, a menu opening or a
 * selection changing redraws the graph around the marks, and 100,000 dots are not drawn again.
 */
export const Marks = memo(
  MarksDrawn,
  (a, b) =>
    a.model === b.model && a.isDate === b.isDate && a.dots === b.dots && samePlot(a.plot, b.plot),
);

function MarksDrawn({ model, isDate, plot, dots }: MarksProps) {
  switch (model.kind) {
    case 'points': {
      const x = linearScale(model.x.domain, plot.left, plot.right);
      const y = linearScale(model.y.domain, plot.bottom, plot.top);
      return (
        <>
          <YTicks axis={model.y} plot={plot} />
          <XTicks axis={model.x} isDate={isDate} plot={plot} />
          {model.connect && (
            <path
              d={
                linePath(
                  Array.from(model.points.xs.keys()),
                  (i) => x(model.points.xs[i] ?? 0),
                  (i) => y(model.points.ys[i] ?? 0),
                ) ?? ''
              }
              fill="none"
              stroke={MARK}
              strokeWidth={2}
            />
          )}
          {dots && <Dots dots={dots} plot={plot} />}
        </>
      );
    }
    case 'stacked':
      return (
        <>
          <XTicks axis={model.x} isDate={isDate} plot={plot} />
          {dots && <Dots dots={dots} plot={plot} />}
        </>
      );
    case 'bars':
      return <Bars model={model} plot={plot} />;
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
    case 'box':
      return <Box model={model} plot={plot} />;
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

function Bars({ model, plot }: { model: Extract<GraphModel, { kind: 'bars' }>; plot: Plot }) {
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

/** A horizontal box and whiskers across the middle of the plot; outliers as dots. */
function Box({ model, plot }: { model: Extract<GraphModel, { kind: 'box' }>; plot: Plot }) {
  const x = linearScale(model.x.domain, plot.left, plot.right);
  const { q1, median, q3, low, high, outliers } = model.stats;
  const middle = (plot.top + plot.bottom) / 2;
  const half = Math.min(60, (plot.bottom - plot.top) / 4);
  return (
    <>
      <XTicks axis={model.x} isDate={false} plot={plot} />
      <g data-mark="box" stroke={INK} strokeWidth={1.5}>
        <line x1={x(low)} x2={x(q1)} y1={middle} y2={middle} />
        <line x1={x(q3)} x2={x(high)} y1={middle} y2={middle} />
        <line x1={x(low)} x2={x(low)} y1={middle - half / 2} y2={middle + half / 2} />
        <line x1={x(high)} x2={x(high)} y1={middle - half / 2} y2={middle + half / 2} />
        <rect
          x={x(q1)}
          y={middle - half}
          width={Math.max(1, x(q3) - x(q1))}
          height={2 * half}
          fill={MARK}
          fillOpacity={0.25}
        />
        <line x1={x(median)} x2={x(median)} y1={middle - half} y2={middle + half} strokeWidth={3} />
      </g>
      {outliers.length > 0 && (
        <path
          data-mark="outlier"
          data-count={outliers.length}
          d={dotsPath(
            outliers.map((value) => x(value)),
            outliers.map(() => middle),
          )}
          fill="none"
          stroke={MARK}
          strokeOpacity={0.6}
          strokeWidth={6}
          strokeLinecap="round"
          pointerEvents="none"
        />
      )}
    </>
  );
}
