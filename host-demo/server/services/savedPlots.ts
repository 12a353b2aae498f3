import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import {
  findOwnSavedPlot,
  insertSavedPlot,
  updateSavedPlot,
  type SavedPlotPayload,
} from '../repos/savedPlots';
import type { UserRow } from '../repos/users';
import type { SavedPlot } from '../../../src/api/schemas/savedPlot';
import { NotFound } from './errors';

/** Plots saved from the data tool. Each user sees and changes only their own. */

export function savePlot(db: Db, user: UserRow, plot: SavedPlotPayload): SavedPlot {
  return insertSavedPlot(db, user.id, plot, nowIso());
}

/**
 * Another user's plot is answered like a missing one: its existence is not theirs to know.
 * Checked before the new version is read, so a stranger learns nothing from its body either.
 */
export function assertOwnPlot(db: Db, user: UserRow, id: number): void {
  if (!findOwnSavedPlot(db, user.id, id)) throw new NotFound('Plot not found.');
}

export function changePlot(db: Db, user: UserRow, id: number, plot: SavedPlotPayload): SavedPlot {
  assertOwnPlot(db, user, id);
  return updateSavedPlot(db, id, plot, nowIso());
}
