import { useCallback, useEffect, useState } from 'react';
import type { DataRow, DatasetColumn, LessonStep, PlotState } from '@courses/runtime';

/** The data tool's data and plot as a step leaves them, for the next step to continue. */
export interface DataEnvironment {
  /** A simulation's last run (a dataset step's table comes from the step itself). */
  table: { name: string; columns: DatasetColumn[]; rows: DataRow[] } | null;
  plotState: PlotState | null;
}

const EMPTY: DataEnvironment = { table: null, plotState: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A simulation run posted on this page (its shape is checked again by the data tool's props). */
function simulationRun(event: MessageEvent): DataEnvironment['table'] {
  if (event.origin !== window.location.origin || !isRecord(event.data)) return null;
  const { source, type, columns, rows, name } = event.data;
  if (source !== 'courses-simulation' || type !== 'simulation-data') return null;
  if (!Array.isArray(columns) || !Array.isArray(rows)) return null;
  return {
    name: typeof name === 'string' && name ? name : 'Simulation data',
    columns: columns as DatasetColumn[],
    rows: rows as DataRow[],
  };
}

/**
 * The data environment across a lesson's steps (spec section 4): a step with continue_dataenv
 * opens the data tool with the previous step's data and plot; any other step starts afresh.
 * `track` is the left pane's ref callback: plot changes bubble up to it from the data tool.
 */
export function useDataEnvironment(step: LessonStep | undefined) {
  const [current, setCurrent] = useState<DataEnvironment>(EMPTY);
  const [stepId, setStepId] = useState(step?.id);
  const [carried, setCarried] = useState<DataEnvironment | null>(null);
  // Entering another step decides, before it renders, what it continues.
  if (step && step.id !== stepId) {
    setStepId(step.id);
    setCarried(step.continue_dataenv ? current : null);
    if (!step.continue_dataenv) setCurrent(EMPTY);
  }

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const table = simulationRun(event);
      if (table) setCurrent((env) => ({ ...env, table }));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // A ref callback with a cleanup (React 19): one listener per pane element, removed with it.
  const track = useCallback((pane: HTMLElement | null) => {
    if (!pane) return undefined;
    function onPlotState(event: Event) {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isRecord(detail) && isRecord(detail.plotState)) {
        const plotState = detail.plotState;
        setCurrent((env) => ({ ...env, plotState }));
      }
    }
    pane.addEventListener('courses:plot-state', onPlotState);
    return () => pane.removeEventListener('courses:plot-state', onPlotState);
  }, []);

  return { carried, track };
}
