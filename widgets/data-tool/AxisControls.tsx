import type { DatasetColumn } from '@courses/runtime';
import { AttributeSelect, type SelectOption } from './AttributeSelect';
import { CHOOSE_ATTRIBUTE } from './messages';
import {
  AXIS_RULES,
  GRAPH_TYPES,
  GRAPH_TYPE_LABELS,
  axisOptions,
  graphTypeFrom,
  withGraphType,
  type PlotState,
} from './model/plotState';
import { columnLabel } from './model/table';

/** The value of the "no attribute" option of an optional axis. */
const NONE = '__none__';

const GRAPH_TYPE_OPTIONS: SelectOption[] = GRAPH_TYPES.map((type) => ({
  value: type,
  label: GRAPH_TYPE_LABELS[type],
}));

export interface AxisControlsProps {
  columns: readonly DatasetColumn[];
  plotState: PlotState;
  disabled: boolean;
  onChange: (next: PlotState) => void;
}

/** Graph type and the attribute on each axis; each change is a new plot state. */
export function AxisControls({ columns, plotState, disabled, onChange }: AxisControlsProps) {
  const { graphType } = plotState;
  const toOptions = (list: DatasetColumn[]) =>
    list.map((column) => ({ value: column.id, label: columnLabel(column) }));
  const xOptions = toOptions(axisOptions(graphType, 'x', columns));
  const yRule = AXIS_RULES[graphType].y;
  const yColumns = toOptions(axisOptions(graphType, 'y', columns));
  // An optional y axis offers "none" only when there is something else to choose.
  const yOptions =
    yRule?.optional && yColumns.length > 0
      ? [{ value: NONE, label: graphType === 'bar' ? 'None (count)' : 'None' }, ...yColumns]
      : yColumns;

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, paddingTop: 8 }}>
      <AttributeSelect
        label="Graph type"
        value={graphType}
        options={GRAPH_TYPE_OPTIONS}
        disabled={disabled}
        onChange={(value) => {
          const next = graphTypeFrom(value);
          if (next) onChange(withGraphType(plotState, next, columns));
        }}
      />
      <AttributeSelect
        label="X axis"
        value={plotState.xAttribute ?? ''}
        options={xOptions}
        placeholder={CHOOSE_ATTRIBUTE}
        disabled={disabled}
        onChange={(value) => onChange({ ...plotState, xAttribute: value })}
      />
      {yRule && (
        <AttributeSelect
          label="Y axis"
          value={plotState.yAttribute ?? (yRule.optional ? NONE : '')}
          options={yOptions}
          placeholder={CHOOSE_ATTRIBUTE}
          disabled={disabled}
          onChange={(value) =>
            onChange({ ...plotState, yAttribute: value === NONE ? null : value })
          }
        />
      )}
    </div>
  );
}
