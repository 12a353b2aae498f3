import type { SavedPlot, SavedPlotPayloadSchema } from '../../../src/api/schemas/savedPlot';
import type * as v from 'valibot';
import type { Db } from '../db/openDatabase';
import { parseJson } from '../db/json';

/** Plots saved from the data tool; each belongs to one user. */

export type SavedPlotPayload = v.InferOutput<typeof SavedPlotPayloadSchema>;

interface SavedPlotRow {
  id: number;
  user_id: number;
  source: string;
  title: string;
  alt_text: string;
  notes: string;
  plot_state: string;
  image: string;
  created_at: string;
  updated_at: string;
}

function toApi(row: SavedPlotRow): SavedPlot {
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    altText: row.alt_text,
    notes: row.notes,
    plotState: parseJson(row.plot_state, {}),
    image: row.image,
    created: row.created_at,
    modified: row.updated_at,
  };
}

/** The user's plots from one source, last changed first. */
export function listSavedPlots(db: Db, userId: number, source: string): SavedPlot[] {
  const rows = db
    .prepare(
      'SELECT * FROM saved_plots WHERE user_id = ? AND source = ? ORDER BY updated_at DESC, id DESC',
    )
    .all(userId, source) as SavedPlotRow[];
  return rows.map(toApi);
}

/** The user's own plot; anybody else's is not found. */
export function findOwnSavedPlot(db: Db, userId: number, id: number): SavedPlot | undefined {
  const row = db
    .prepare('SELECT * FROM saved_plots WHERE id = ? AND user_id = ?')
    .get(id, userId) as SavedPlotRow | undefined;
  return row && toApi(row);
}

function findSavedPlot(db: Db, id: number | bigint): SavedPlot {
  return toApi(db.prepare('SELECT * FROM saved_plots WHERE id = ?').get(id) as SavedPlotRow);
}

export function insertSavedPlot(
  db: Db,
  userId: number,
  plot: SavedPlotPayload,
  now: string,
): SavedPlot {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO saved_plots
         (user_id, source, title, alt_text, notes, plot_state, image, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(userId, ...plotColumns(plot), now, now);
  return findSavedPlot(db, lastInsertRowid);
}

/** A plot's stored columns, in the order both the insert and the update name them. */
function plotColumns(plot: SavedPlotPayload) {
  return [
    plot.source,
    plot.title,
    plot.altText,
    plot.notes,
    JSON.stringify(plot.plotState),
    plot.image,
  ] as const;
}

export function updateSavedPlot(
  db: Db,
  id: number,
  plot: SavedPlotPayload,
  now: string,
): SavedPlot {
  db.prepare(
    `UPDATE saved_plots SET source = ?, title = ?, alt_text = ?, notes = ?, plot_state = ?,
       image = ?, updated_at = ? WHERE id = ?`,
  ).run(...plotColumns(plot), now, id);
  return findSavedPlot(db, id);
}
