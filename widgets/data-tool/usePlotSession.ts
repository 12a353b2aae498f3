import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { defaultPlotState, readPlotState, type PlotState } from './model/plotState';
import type { DataTable } from './model/table';
import { sortFromPlotState, type TableSort } from './model/sortRows';
import { SET_PLOT_STATE_EVENT, dispatchPlotState, slotOf, type SetPlotStateDetail } from './events';

export interface PlotSession {
  table: DataTable;
  plotState: PlotState;
  /** The last plot state read named attributes that are not columns. */
  wrongAttributes: boolean;
  /** How the table is ordered: a view choice, not part of the plot state. */
  sort: TableSort | null;
}

/**
 * Columns whose values vary first: a graph of a constant (a simulation's run number) shows
 * nothing, so the default graph should not start with one.
 */
export function varyingFirst(table: DataTable): DataTable['columns'] {
  const varies = (id: string) => new Set(table.rows.map((row) => row[id])).size > 1;
  const varying = table.columns.filter((column) => varies(column.id));
  return [...varying, ...table.columns.filter((column) => !varying.includes(column))];
}

/** Opens a table with a plot state (a step's, a prop's or a host's), read against its columns. */
export function openTable(table: DataTable, plotState: unknown): PlotSession {
  const sort = sortFromPlotState(plotState, table.columns);
  if (plotState === undefined || plotState === null) {
    return {
      table,
      plotState: defaultPlotState(varyingFirst(table)),
      wrongAttributes: false,
      sort,
    };
  }
  const read = readPlotState(plotState, table.columns);
  return { table, plotState: read.state, wrongAttributes: read.wrongAttributes, sort };
}

/**
 * A new run of the same simulation keeps the graph the person made, when its attributes
 * still exist; otherwise the graph starts afresh.
 */
export function replaceTable(previous: PlotSession | null, table: DataTable): PlotSession {
  if (previous) {
    const read = readPlotState(previous.plotState, table.columns);
    const sort = table.columns.some((column) => column.id === previous.sort?.columnId)
      ? previous.sort
      : null;
    if (!read.wrongAttributes) {
      return { table, plotState: read.state, wrongAttributes: false, sort };
    }
  }
  return openTable(table, null);
}

/**
 * The table and plot state of one widget instance. Every change is announced on the slot as
 * courses:plot-state; a host may replace the plot state with courses:set-plot-state.
 */
export function usePlotSession(
  source: DataTable | null,
  initialPlotState: unknown,
  rootRef: RefObject<HTMLElement | null>,
) {
  // A new source (props, a loaded step) opens with its plot state; later changes are the
  // person's (or a simulation's) and are kept against the source they started from.
  const opened = useMemo(
    () => (source ? openTable(source, initialPlotState) : null),
    // The plot state only applies to the table it came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source],
  );
  const [changed, setChanged] = useState<{ origin: DataTable | null; session: PlotSession } | null>(
    null,
  );
  const session = changed && changed.origin === source ? changed.session : opened;

  const update = useCallback(
    (next: (current: PlotSession | null) => PlotSession | null) =>
      setChanged((previous) => {
        const current = previous && previous.origin === source ? previous.session : opened;
        const session = next(current);
        return session ? { origin: source, session } : previous;
      }),
    [source, opened],
  );

  // Announced when the plot or the data changes, not when the table is only re-sorted.
  const plotState = session?.plotState;
  const table = session?.table;
  useEffect(() => {
    const root = rootRef.current;
    if (!plotState || !table || !root) return;
    dispatchPlotState(slotOf(root), {
      plotState,
      columnIds: table.columns.map((column) => column.id),
    });
  }, [plotState, table, rootRef]);

  const hasSession = session !== null;
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !hasSession) return;
    const slot = slotOf(root);
    function onSet(event: Event) {
      const detail = (event as CustomEvent<SetPlotStateDetail | null>).detail;
      update((current) => current && openTable(current.table, detail?.plotState));
    }
    slot.addEventListener(SET_PLOT_STATE_EVENT, onSet);
    return () => slot.removeEventListener(SET_PLOT_STATE_EVENT, onSet);
  }, [rootRef, hasSession, update]);

  const setPlotState = useCallback(
    (plotState: PlotState) =>
      update((current) => current && { ...current, plotState, wrongAttributes: false }),
    [update],
  );
  const setSort = useCallback(
    (sort: TableSort | null) => update((current) => current && { ...current, sort }),
    [update],
  );
  /** A saved plot's state, or any other from outside: read like a step's. */
  const openPlotState = useCallback(
    (plotState: unknown) => update((current) => current && openTable(current.table, plotState)),
    [update],
  );
  const loadTable = useCallback(
    (table: DataTable) => update((current) => replaceTable(current, table)),
    [update],
  );
  return { session, setPlotState, setSort, loadTable, openPlotState };
}
