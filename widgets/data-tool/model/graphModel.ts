import type { DataRow, DatasetColumn } from '@courses/runtime';
import { binValues, type Bin } from './binning';
import { boxStats, type BoxStats } from './boxPlot';
import { GRAPH_TYPE_LABELS, type PlotState } from './plotState';
import { extent, niceAxis, type Domain, type NiceAxis } from './scale';
import { sortedOrder } from './sortedOrder';
import { categoryValue, columnLabel, numericValue, type DataTable } from './table';

/**
 * The cases with a number on both axes, in columns (typed arrays: 100,000 cases are three
 * arrays, not 100,000 objects for the collector to copy): the i-th case's values and the index
 * of its row in the table's rows, which links a mark to its row.
 */
export interface Points {
  xs: Float64Array;
  ys: Float64Array;
  rows: Uint32Array;
}

export interface Bar {
  label: string;
  value: number;
}

/** Everything the SVG needs, in data units; the renderer only scales and draws. */
export type GraphModel =
  | { kind: 'points'; points: Points; x: NiceAxis; y: NiceAxis; connect: boolean }
  | { kind: 'stacked'; values: number[]; rows: number[]; x: NiceAxis }
  | { kind: 'bars'; bars: Bar[]; y: NiceAxis }
  | { kind: 'histogram'; bins: Bin[]; x: NiceAxis; y: NiceAxis }
  | { kind: 'box'; stats: BoxStats; x: NiceAxis }
  | { kind: 'empty'; reason: string };

export interface Graph {
  model: GraphModel;
  xLabel: string;
  yLabel: string;
  /** One sentence for screen readers: type, attributes and how many marks. */
  summary: string;
  /** Says how many cases are left out for an empty or non-numeric cell; '' when none are. */
  skippedNote: string;
  /** How the x axis writes values: dates as dates. */
  xIsDate: boolean;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

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

/**
 * The cell `row[id]` as a number (numericValue): numbers, the common case, are read in line,
 * anything else goes through numericValue.
 */
function cellNumber(row: DataRow | undefined, id: string, column: DatasetColumn): number | null {
  const value = row?.[id];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return numericValue(value, column);
}

/**
 * The cases with a number on both axes, and the range each axis spans. One plain loop with
 * the ranges in locals: a table may hold 100,000 cases, and this runs before every graph.
 */
function pairs(table: DataTable, x: DatasetColumn, y: DatasetColumn) {
  const { rows } = table;
  const xs = new Float64Array(rows.length);
  const ys = new Float64Array(rows.length);
  const indices = new Uint32Array(rows.length);
  const xId = x.id;
  const yId = y.id;
  let xMin = Infinity;
  let xMax = -Infinity;
  let yMin = Infinity;
  let yMax = -Infinity;
  let count = 0;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    const px = cellNumber(row, xId, x);
    if (px === null) continue;
    const py = cellNumber(row, yId, y);
    if (py === null) continue;
    xs[count] = px;
    ys[count] = py;
    indices[count] = index;
    count++;
    if (px < xMin) xMin = px;
    if (px > xMax) xMax = px;
    if (py < yMin) yMin = py;
    if (py > yMax) yMax = py;
  }
  const points = {
    xs: xs.subarray(0, count),
    ys: ys.subarray(0, count),
    rows: indices.subarray(0, count),
  };
  const domain = (min: number, max: number): Domain | null => (min <= max ? { min, max } : null);
  return { points, xDomain: domain(xMin, xMax), yDomain: domain(yMin, yMax) };
}

/** The points from left to right, equal x values in table order. */
function byX({ xs, ys, rows }: Points): Points {
  const order = sortedOrder(xs);
  return {
    xs: Float64Array.from(order, (i) => xs[i] ?? 0),
    ys: Float64Array.from(order, (i) => ys[i] ?? 0),
    rows: Uint32Array.from(order, (i) => rows[i] ?? 0),
  };
}

/** The numeric cells of a column, with the index of each one's row. */
function columnValues(
  table: DataTable,
  column: DatasetColumn,
): { values: number[]; rows: number[] } {
  const values: number[] = [];
  const rows: number[] = [];
  const { id } = column;
  for (let index = 0; index < table.rows.length; index++) {
    const value = cellNumber(table.rows[index], id, column);
    if (value !== null) {
      values.push(value);
      rows.push(index);
    }
  }
  return { values, rows };
}

const values = (table: DataTable, column: DatasetColumn) => columnValues(table, column).values;

const EMPTY_AXIS = { min: 0, max: 1 };
/** Every cell of the attribute is empty or not a number (text in a numeric column). */
export const NO_CASES = 'The dataset has no cases to plot.';
export const NO_VALUES = 'The attribute has no numeric values to plot.';
/** Summaries read numbers to three significant figures: enough to compare, short to hear. */
const round = (value: number) => String(Number(value.toPrecision(3)));

function buildModel(
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
    case 'dot':
    case 'line': {
      if (!y) {
        const { values: xs, rows } = columnValues(table, x);
        return { kind: 'stacked', values: xs, rows, x: niceAxis(extent(xs) ?? EMPTY_AXIS) };
      }
      const { points, xDomain, yDomain } = pairs(table, x, y);
      return {
        kind: 'points',
        points: state.graphType === 'line' ? byX(points) : points,
        x: niceAxis(xDomain ?? EMPTY_AXIS),
        y: niceAxis(yDomain ?? EMPTY_AXIS),
        connect: state.graphType === 'line',
      };
    }
  }
}

function summarise(model: GraphModel, state: PlotState, xName: string, yName: string): string {
  const type = GRAPH_TYPE_LABELS[state.graphType];
  switch (model.kind) {
    case 'points':
      return `${type} of ${yName} against ${xName}, ${plural(model.points.xs.length, 'point')}.`;
    case 'stacked':
      return `${type} of ${xName}, ${plural(model.values.length, 'point')}.`;
    case 'bars': {
      const what = state.yAttribute ? `mean ${yName}` : 'count';
      return `${type} of ${what} by ${xName}, ${plural(model.bars.length, 'bar')}.`;
    }
    case 'histogram': {
      const total = model.bins.reduce((sum, bin) => sum + bin.count, 0);
      return `${type} of ${xName}, ${plural(model.bins.length, 'bin')}, ${plural(total, 'value')}.`;
    }
    case 'box': {
      const { count, median, q1, q3, min, max, outliers } = model.stats;
      const odd = outliers.length > 0 ? `, ${plural(outliers.length, 'outlier')}` : '';
      return (
        `${type} of ${xName}, ${plural(count, 'value')}: median ${round(median)}, ` +
        `quartiles ${round(q1)} and ${round(q3)}, from ${round(min)} to ${round(max)}${odd}.`
      );
    }
    case 'empty':
      return `${type}: ${model.reason}`;
  }
}

/** Cases the marks stand for; null where a mark is not one case (bars of categories). */
function plottedCases(model: GraphModel): number | null {
  switch (model.kind) {
    case 'points':
      return model.points.xs.length;
    case 'stacked':
      return model.values.length;
    case 'histogram':
      return model.bins.reduce((sum, bin) => sum + bin.count, 0);
    case 'box':
      return model.stats.count;
    case 'bars':
    case 'empty':
      return null;
  }
}

/** Turns a table and a plot state into what the graph draws and how it is described. */
export function buildGraph(table: DataTable, state: PlotState): Graph {
  const find = (id: string | null) =>
    id === null ? undefined : table.columns.find((column) => column.id === id);
  const x = find(state.xAttribute);
  const y = find(state.yAttribute);
  const yLabel = y
    ? state.graphType === 'bar'
      ? `Mean of ${columnLabel(y)}`
      : columnLabel(y)
    : state.graphType === 'bar' || state.graphType === 'histogram'
      ? 'Count'
      : '';
  const needsY = state.graphType === 'line';
  let model: GraphModel =
    table.rows.length === 0
      ? { kind: 'empty', reason: NO_CASES }
      : !x || (needsY && !y)
        ? { kind: 'empty', reason: 'Choose the attributes to plot.' }
        : buildModel(table, state, x, y);
  const shown = plottedCases(model);
  if (shown === 0) model = { kind: 'empty', reason: NO_VALUES };
  const left = shown === null ? 0 : table.rows.length - shown;
  return {
    model,
    skippedNote:
      left > 0
        ? `${plural(left, 'case')} with a missing or non-numeric value ${left === 1 ? 'is' : 'are'} not plotted.`
        : '',
    xLabel: x ? columnLabel(x) : '',
    yLabel,
    summary: summarise(model, state, x?.name ?? '', y?.name ?? ''),
    xIsDate: x?.type === 'date' && state.graphType !== 'bar',
  };
}
