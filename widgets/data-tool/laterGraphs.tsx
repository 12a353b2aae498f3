/**
 * The graph types a data tool shows only once the reader picks them (bar chart, histogram, box
 * plot): their models and marks, with d3-array's binning and quantiles, load on first use
 * (useLaterGraphs.ts). Dot and line plots, which a step opens with, draw without them.
 */
import type { DatasetColumn } from '@courses/runtime';
import { XTicks, YTicks } from './GraphAxes';
import { INK, MARK, dotsPath, type Plot } from './graphStyle';
import { slantedLabels } from './GraphMarks';
import { binValues } from './model/binning';
import { boxStats } from './model/boxPlot';
import {
  EMPTY_AXIS,
  NO_VALUES,
  columnValues,
  type Bar,
  type GraphModel,
  type LaterModel,
} from './model/graphModel';
import type { PlotState } from './model/plotState';
import { extent, linearScale, niceAxis } from './model/scale';
import { categoryValue, numericValue, type DataTable } from './model/table';

function byCategory(a: string, b: string): number {
  return a.localeCompare(b, undefined, { numeric: true });
}

/** Bars per category: the count of cases, or the mean of `y` over the cases that have one. */
export function barValues(table: DataTable, x: DatasetColumn, y: DatasetColumn | undefined): Bar[] {
  const groups = new Map<string, { sum: number; count: number }>();
  for (const row of table.rows) {
    const label = categoryValue(row[x.id]);
    if (label === null) continue;
    const group = groups.get(label) ?? { sum: 0, count: 0 };
    if (y) {
      const value = numericValue(row[y.id], y);
      if (value === null) continue;
      group.sum += value;
    }
    group.count += 1;
    groups.set(label, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => byCategory(a, b))
    .map(([label, { sum, count }]) => ({ label, value: y ? sum / count : count }));
}

const values = (table: DataTable, column: DatasetColumn) => columnValues(table, column).values;

/** The model of a bar chart, histogram or box plot of `x` (and `y`, the bars' means). */
export function buildLaterModel(
  table: DataTable,
  state: PlotState,
  x: DatasetColumn,
  y: DatasetColumn | undefined,
): GraphModel {
  switch (state.graphType) {
    case 'bar': {
      const bars = barValues(table, x, y);
      const top = extent(bars.map((bar) => bar.value)) ?? EMPTY_AXIS;
      // Bars start at zero, or they exaggerate differences.
      return {
        kind: 'bars',
        bars,
        y: niceAxis({ min: Math.min(0, top.min), max: Math.max(0, top.max) }),
      };
    }
    case 'histogram': {
      const bins = binValues(values(table, x));
      const first = bins[0];
      const last = bins.at(-1);
      const xDomain = first && last ? { min: first.x0, max: last.x1 } : EMPTY_AXIS;
      const counts = bins.map((bin) => bin.count);
      // The bin edges are the ticks: a reader sees where each bar starts and ends.
      const edges = first ? [first.x0, ...bins.map((bin) => bin.x1)] : [0, 1];
      return {
        kind: 'histogram',
        bins,
        x: { domain: xDomain, ticks: edges, step: first ? first.x1 - first.x0 : 1 },
        y: niceAxis({ min: 0, max: Math.max(1, ...counts) }),
      };
    }
    case 'box': {
      const stats = boxStats(values(table, x));
      return stats
        ? { kind: 'box', stats, x: niceAxis({ min: stats.min, max: stats.max }) }
        : { kind: 'empty', reason: NO_VALUES };
    }
    default:
      throw new Error(`[courses] data-tool: ${state.graphType} is drawn without laterGraphs`);
  }
}

/** The marks of a bar chart, histogram or box plot. */
export function LaterMarks({ model, plot }: { model: LaterModel; plot: Plot }) {
  switch (model.kind) {
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
        />
      )}
    </>
  );
}
