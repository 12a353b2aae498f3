import { useEffect } from 'react';
import * as v from '@courses/runtime/valibot';
import { DatasetColumnSchema, type DataRow } from '@courses/runtime';
import { dataRowsIssue, isDataRows } from '@courses/runtime';
import type { DataTable } from './model/table';

/** What the simulation page posts after each run (host-demo/public/simulations). */
export const SimulationMessageSchema = v.object({
  source: v.literal('courses-simulation'),
  type: v.literal('simulation-data'),
  columns: v.pipe(v.array(DatasetColumnSchema), v.minLength(1)),
  rows: v.custom<DataRow[]>(
    isDataRows,
    (issue) => dataRowsIssue(issue.input) ?? 'rows are invalid',
  ),
  /** Optional: the simulation may name its data. */
  name: v.optional(v.string()),
});

export const SIMULATION_DATA_NAME = 'Simulation data';

/**
 * Reads one window message: a table for a valid simulation run; null for anything else.
 * Messages of other senders are common on a page (extensions, other frames) and pass silently;
 * a simulation message that does not fit is a bug worth a warning.
 */
export function simulationTable(event: MessageEvent, origin: string): DataTable | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('source' in data)) return null;
  if (data.source !== 'courses-simulation') return null;
  const parsed = v.safeParse(SimulationMessageSchema, data);
  if (!parsed.success) {
    console.warn('[courses] data-tool ignored an invalid simulation message', parsed.issues);
    return null;
  }
  const { columns, rows, name } = parsed.output;
  return { name: name ?? SIMULATION_DATA_NAME, columns, rows };
}

/**
 * Calls `onData` with each run a simulation on this page's origin posts, while `enabled`.
 * Pass a stable `onData` (useCallback), or the listener is replaced on every render.
 */
export function useSimulationData(enabled: boolean, onData: (table: DataTable) => void): void {
  useEffect(() => {
    if (!enabled) return;
    function onMessage(event: MessageEvent) {
      const table = simulationTable(event, window.location.origin);
      if (table) onData(table);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [enabled, onData]);
}
