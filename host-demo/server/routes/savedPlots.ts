import { Hono } from 'hono';
import type { SavedPlot } from '../../../src/api/schemas/savedPlot';
import { SavedPlotPayloadSchema, SavedPlotSourceSchema } from '../../../src/api/schemas/savedPlot';
import * as v from 'valibot';
import { nowIso, parseJson } from '../db/json';
import type { AppEnv } from '../http/appEnv';
import { badRequest, notFound } from '../http/httpError';
import { parseId, readJson } from '../http/readBody';
import { requireUser } from '../http/session';

/** Plots saved from the data tool. Each user sees and changes only their own. */
export const savedPlotRoutes = new Hono<AppEnv>();

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

savedPlotRoutes.get('/api/plots', (c) => {
  const user = requireUser(c);
  const source = v.safeParse(SavedPlotSourceSchema, c.req.query('source'));
  if (!source.success) throw badRequest('source is required.');
  const rows = c
    .get('server')
    .db.prepare(
      'SELECT * FROM saved_plots WHERE user_id = ? AND source = ? ORDER BY updated_at DESC, id DESC',
    )
    .all(user.id, source.output) as SavedPlotRow[];
  return c.json(rows.map(toApi));
});

savedPlotRoutes.post('/api/plots', async (c) => {
  const user = requireUser(c);
  const plot = await readJson(c, SavedPlotPayloadSchema);
  const now = nowIso();
  const { db } = c.get('server');
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO saved_plots
         (user_id, source, title, alt_text, notes, plot_state, image, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.id,
      plot.source,
      plot.title,
      plot.altText,
      plot.notes,
      JSON.stringify(plot.plotState),
      plot.image,
      now,
      now,
    );
  const row = db.prepare('SELECT * FROM saved_plots WHERE id = ?').get(lastInsertRowid);
  return c.json(toApi(row as SavedPlotRow), 201);
});

savedPlotRoutes.put('/api/plots/:id', async (c) => {
  const user = requireUser(c);
  const id = parseId(c.req.param('id'));
  const { db } = c.get('server');
  // Another user's plot is answered like a missing one: its existence is not theirs to know.
  const found = db
    .prepare('SELECT * FROM saved_plots WHERE id = ? AND user_id = ?')
    .get(id, user.id) as SavedPlotRow | undefined;
  if (!found) throw notFound('Plot not found.');
  const plot = await readJson(c, SavedPlotPayloadSchema);
  db.prepare(
    `UPDATE saved_plots SET source = ?, title = ?, alt_text = ?, notes = ?, plot_state = ?,
       image = ?, updated_at = ? WHERE id = ?`,
  ).run(
    plot.source,
    plot.title,
    plot.altText,
    plot.notes,
    JSON.stringify(plot.plotState),
    plot.image,
    nowIso(),
    id,
  );
  const row = db.prepare('SELECT * FROM saved_plots WHERE id = ?').get(id);
  return c.json(toApi(row as SavedPlotRow));
});
