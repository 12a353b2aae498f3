import * as v from '@courses/runtime/valibot';
import type { DatasetColumn } from '@courses/runtime';
import { isNumeric, isOrdered } from './table';

export const GRAPH_TYPES = ['dot', 'bar', 'histogram', 'line', 'box'] as const;
export type GraphType = (typeof GRAPH_TYPES)[number];

export const GRAPH_TYPE_LABELS: Record<GraphType, string> = {
  dot: 'Dot plot',
  bar: 'Bar chart',
  histogram: 'Histogram',
  line: 'Line graph',
  box: 'Box plot',
};

/**
 * What the tool hands to its host and the server grades: plain JSON. An axis without an
 * attribute is null (a one-axis dot plot, a bar chart of counts, a histogram's y axis).
 */
export interface PlotState {
  graphType: GraphType;
  xAttribute: string | null;
  yAttribute: string | null;
}

export type Axis = 'x' | 'y';

interface AxisRule {
  accepts: (column: DatasetColumn) => boolean;
  /** An optional axis may be left empty ("None"). */
  optional: boolean;
}

/** Which columns each graph type can put on each axis; null: the type has no such axis. */
export const AXIS_RULES: Record<GraphType, Record<Axis, AxisRule | null>> = {
  dot: { x: { accepts: isOrdered, optional: false }, y: { accepts: isNumeric, optional: true } },
  // Any column can name the groups: a numeric one such as a run number too.
  bar: { x: { accepts: () => true, optional: false }, y: { accepts: isNumeric, optional: true } },
  histogram: { x: { accepts: isNumeric, optional: false }, y: null },
  line: { x: { accepts: isOrdered, optional: false }, y: { accepts: isNumeric, optional: false } },
  box: { x: { accepts: isNumeric, optional: false }, y: null },
};

export function axisOptions(
  graphType: GraphType,
  axis: Axis,
  columns: readonly DatasetColumn[],
): DatasetColumn[] {
  const rule = AXIS_RULES[graphType][axis];
  return rule ? columns.filter(rule.accepts) : [];
}

/** Older plot states and other tools name the graph differently. */
const GRAPH_TYPE_ALIASES: Record<string, GraphType> = {
  dot: 'dot',
  dotplot: 'dot',
  scatter: 'dot',
  scatterplot: 'dot',
  bar: 'bar',
  barchart: 'bar',
  histogram: 'histogram',
  line: 'line',
  linegraph: 'line',
  box: 'box',
  boxplot: 'box',
  boxandwhisker: 'box',
};

export function graphTypeFrom(name: unknown): GraphType | null {
  if (typeof name !== 'string') return null;
  return GRAPH_TYPE_ALIASES[name.toLowerCase().replace(/[\s_-]/g, '')] ?? null;
}

/** The part of an incoming plot state the tool reads; other keys are ignored. */
const IncomingPlotStateSchema = v.object({
  graphType: v.optional(v.unknown()),
  plotType: v.optional(v.unknown()),
  xAttribute: v.optional(v.nullable(v.string())),
  yAttribute: v.optional(v.nullable(v.string())),
});

function pick(
  graphType: GraphType,
  axis: Axis,
  columns: readonly DatasetColumn[],
  wanted: string | null | undefined,
  avoid: string | null,
): string | null {
  const rule = AXIS_RULES[graphType][axis];
  if (!rule) return null;
  const options = columns.filter(rule.accepts);
  if (wanted && options.some((column) => column.id === wanted)) return wanted;
  if (wanted === null && rule.optional) return null;
  // A dot plot of x against itself says nothing: prefer another column.
  const fallback = options.find((column) => column.id !== avoid) ?? options[0];
  return fallback?.id ?? null;
}

/** A graph that can be drawn from these columns: attributes the graph type accepts. */
export function fitPlotState(
  graphType: GraphType,
  columns: readonly DatasetColumn[],
  wanted: { xAttribute?: string | null | undefined; yAttribute?: string | null | undefined } = {},
): PlotState {
  const xAttribute = pick(graphType, 'x', columns, wanted.xAttribute, null);
  const yAttribute = pick(graphType, 'y', columns, wanted.yAttribute, xAttribute);
  return { graphType, xAttribute, yAttribute };
}

/** Where a table opens without a plot state: a dot plot of its first numeric columns. */
export function defaultPlotState(columns: readonly DatasetColumn[]): PlotState {
  const graphType: GraphType = columns.some(isNumeric) ? 'dot' : 'bar';
  return fitPlotState(graphType, columns);
}

export interface ReadPlotState {
  state: PlotState;
  /** The incoming state named an attribute that is not a column (spec: 'Wrong attributes on axis'). */
  wrongAttributes: boolean;
}

/**
 * Reads a plot state from a step, a prop or a page event. Attributes that are not columns are
 * reported and left empty, so the person picks again; anything unreadable starts afresh.
 */
export function readPlotState(raw: unknown, columns: readonly DatasetColumn[]): ReadPlotState {
  const parsed = v.safeParse(IncomingPlotStateSchema, raw);
  if (!parsed.success) return { state: defaultPlotState(columns), wrongAttributes: false };
  const incoming = parsed.output;
  const graphType = graphTypeFrom(incoming.graphType ?? incoming.plotType);
  const known = new Set(columns.map((column) => column.id));
  const isWrong = (name: string | null | undefined) => typeof name === 'string' && !known.has(name);
  const wrongAttributes = isWrong(incoming.xAttribute) || isWrong(incoming.yAttribute);
  if (wrongAttributes) {
    return {
      state: {
        graphType: graphType ?? 'dot',
        xAttribute: isWrong(incoming.xAttribute) ? null : (incoming.xAttribute ?? null),
        yAttribute: isWrong(incoming.yAttribute) ? null : (incoming.yAttribute ?? null),
      },
      wrongAttributes,
    };
  }
  if (graphType === null && incoming.xAttribute === undefined) {
    return { state: defaultPlotState(columns), wrongAttributes: false };
  }
  return {
    state: fitPlotState(graphType ?? 'dot', columns, {
      xAttribute: incoming.xAttribute,
      yAttribute: incoming.yAttribute,
    }),
    wrongAttributes: false,
  };
}

/**
 * Switches graph type, keeping the attributes the new type can use. A bar chart groups by a
 * category when the table has one: bars of a numeric x are one per distinct number.
 */
export function withGraphType(
  state: PlotState,
  graphType: GraphType,
  columns: readonly DatasetColumn[],
): PlotState {
  let xAttribute = state.xAttribute;
  if (graphType === 'bar') {
    const current = columns.find((column) => column.id === xAttribute);
    const category = columns.find((column) => column.type === 'categorical');
    if (current?.type !== 'categorical' && category) xAttribute = category.id;
  }
  const keepY = AXIS_RULES[graphType].y?.optional
    ? state.yAttribute
    : (state.yAttribute ?? undefined);
  return fitPlotState(graphType, columns, { xAttribute, yAttribute: keepY });
}
