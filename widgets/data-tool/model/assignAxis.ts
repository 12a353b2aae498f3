import type { DatasetColumn } from '@courses/runtime';
import { AXIS_RULES, GRAPH_TYPE_LABELS, type Axis, type PlotState } from './plotState';
import { columnLabel } from './table';

export type Assignment =
  { ok: true; state: PlotState; message: string } | { ok: false; message: string };

const AXIS_NAMES: Record<Axis, string> = { x: 'X axis', y: 'Y axis' };

/**
 * Puts `column` on `axis` (a drag onto the axis, or the keyboard's choice), when the graph type
 * takes it there; the message is what the live region reads out either way.
 */
export function assignAxis(state: PlotState, axis: Axis, column: DatasetColumn): Assignment {
  const rule = AXIS_RULES[state.graphType][axis];
  const type = GRAPH_TYPE_LABELS[state.graphType];
  const name = columnLabel(column);
  if (!rule) return { ok: false, message: `A ${type.toLowerCase()} has no ${AXIS_NAMES[axis]}.` };
  if (!rule.accepts(column)) {
    return {
      ok: false,
      message: `The ${AXIS_NAMES[axis]} of a ${type.toLowerCase()} cannot show ${name}.`,
    };
  }
  const key = axis === 'x' ? 'xAttribute' : 'yAttribute';
  return {
    ok: true,
    state: { ...state, [key]: column.id },
    message: `${name} is on the ${AXIS_NAMES[axis]}.`,
  };
}
