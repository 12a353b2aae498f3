import { useMemo, useRef } from 'react';
import { Alert, Loading, RequestFailed, WidgetFrame } from '@courses/runtime';
import type { DataToolProps } from './props';
import { NO_SIMULATION_DATA, STEP_HAS_NO_DATA } from './messages';
import { orderColumns, type DataTable } from './model/table';
import { useSimulationData } from './simulation';
import { useSourceData, type DataSource } from './useSourceData';
import { usePlotSession } from './usePlotSession';
import { useCapturePlot } from './useCapturePlot';
import { PlotWorkspace } from './PlotWorkspace';
import { ensureDataToolStyles } from './dataToolStyles';

/** Names the data a saved plot is drawn from: the step, or the dataset by name. */
function plotSource(props: DataToolProps, tableName: string): string {
  if (props.lessonId !== undefined && props.stepId !== undefined) {
    return `step:${props.lessonId}/${props.stepId}`;
  }
  if (props.datasetCode !== undefined) return `dataset:${props.datasetCode}`;
  return props.simulation ? `simulation:${tableName}` : `dataset:${tableName}`;
}

/** The server-side source the props name, if any (an inline dataset and a simulation are not). */
function remoteSource(props: DataToolProps): DataSource | null {
  if (props.lessonId !== undefined && props.stepId !== undefined) {
    return { kind: 'step', lessonId: props.lessonId, stepId: props.stepId };
  }
  return props.datasetCode !== undefined ? { kind: 'dataset', code: props.datasetCode } : null;
}

/** The data and graphing tool: a table of cases and a graph of it, from a step, a dataset, props or a simulation. */
export function DataTool(props: DataToolProps) {
  ensureDataToolStyles();
  const rootRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const { data: step, retry } = useSourceData(remoteSource(props));

  const inline = props.dataset;
  // Both are state or props: stable between renders, so the session is not reopened each time.
  const stepTable = step.status === 'ready' ? step.data.table : null;
  const stepPlotState = step.status === 'ready' ? step.data.plotState : null;
  const source = useMemo<DataTable | null>(
    () =>
      inline
        ? {
            name: inline.name,
            columns: orderColumns(inline.columns, inline.columnIds),
            rows: inline.rows,
          }
        : stepTable,
    [inline, stepTable],
  );
  const initialPlotState = props.plotState ?? stepPlotState;

  const { session, setPlotState, setSort, loadTable, openPlotState } = usePlotSession(
    source,
    initialPlotState,
    rootRef,
  );
  useSimulationData(props.simulation, loadTable);
  useCapturePlot(rootRef, svgRef, session);

  let body;
  let loading = false;
  if (session) {
    body = (
      <PlotWorkspace
        session={session}
        readOnly={props.readOnly}
        captureIds={props.captureIds}
        rootRef={rootRef}
        svgRef={svgRef}
        onPlotStateChange={setPlotState}
        onSortChange={setSort}
        source={plotSource(props, session.table.name)}
        onOpenPlotState={openPlotState}
      />
    );
  } else if (step.status === 'loading' || (step.status === 'idle' && !props.simulation)) {
    body = <Loading />;
    loading = true;
  } else if (props.simulation) {
    body = <Alert severity="info">{NO_SIMULATION_DATA}</Alert>;
  } else if (step.status === 'failed') {
    body = <RequestFailed message={step.message} retry={retry} />;
  } else {
    body = <Alert severity="info">{STEP_HAS_NO_DATA}</Alert>;
  }

  // While the data loads, the frame keeps the room the drawn tool takes (the root is the
  // container its width is read from), so nothing under it moves when the graph comes.
  return (
    <div
      ref={rootRef}
      className={loading ? 'courses-data-tool-loading' : undefined}
      style={{ containerType: 'inline-size' }}
    >
      <WidgetFrame title="Data tool" testId="data-tool.frame">
        {body}
      </WidgetFrame>
    </div>
  );
}
