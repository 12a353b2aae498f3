import { useEffect, useState, useSyncExternalStore } from 'react';
import type { BuilderActivity } from '@courses/runtime';
import { DraftSaver, type SaverSnapshot } from './draftSaver';

export interface ActivityDraft extends SaverSnapshot {
  update: DraftSaver['update'];
  retry: () => void;
  /** Saves now; true once the server has everything. */
  flush: DraftSaver['save'];
  keepMine: DraftSaver['keepMine'];
  takeTheirs: DraftSaver['takeTheirs'];
  setServer: DraftSaver['setServer'];
}

/** The activity being edited: one saver per open editor, its state read as React state. */
export function useActivityDraft(activity: BuilderActivity): ActivityDraft {
  const [saver] = useState(() => new DraftSaver(activity));
  useEffect(() => saver.start(), [saver]);
  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  return {
    ...snapshot,
    update: saver.update,
    retry: () => void saver.save(),
    flush: saver.save,
    keepMine: saver.keepMine,
    takeTheirs: saver.takeTheirs,
    setServer: saver.setServer,
  };
}
