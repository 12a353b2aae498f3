import type { BuilderActivity, BuilderStepPayload } from '@courses/runtime';

/** One step as the editor holds it: `key` names it before and after the server gives an id. */
export interface DraftStep {
  key: string;
  id: number | null;
  content: string;
  left_content: string;
  data_tool: boolean;
}

/** What the teacher edits: the title and the ordered steps. */
export interface Draft {
  title: string;
  steps: DraftStep[];
}

/** A draft kept on this device until the server has it, with the version it was made on. */
export interface StoredDraft {
  activityId: number;
  baseVersion: number;
  draft: Draft;
}

let counter = 0;
/** A key unique on this page (steps from the server are keyed by id). */
export function newStepKey(): string {
  counter += 1;
  return `new-${Date.now().toString(36)}-${counter}`;
}

export function emptyStep(): DraftStep {
  return { key: newStepKey(), id: null, content: '', left_content: '', data_tool: false };
}

export function draftOf(activity: BuilderActivity): Draft {
  return {
    title: activity.activity_title,
    steps: activity.steps.map((step) => ({
      key: step.id === null ? newStepKey() : `step-${step.id}`,
      ...step,
    })),
  };
}

/** The PATCH body's steps. */
export function stepsPayload(draft: Draft): BuilderStepPayload[] {
  return draft.steps.map(({ id, content, left_content, data_tool }) => ({
    id,
    content,
    left_content,
    data_tool,
  }));
}

/** Same title and the same steps in the same order (keys aside). */
export function sameContent(a: Draft, b: Draft): boolean {
  return a.title === b.title && JSON.stringify(stepsPayload(a)) === JSON.stringify(stepsPayload(b));
}

/**
 * After a save: the ids the server gave to the steps that were sent without one, carried onto
 * the same steps (by key) of the draft as it is now, which may have changed meanwhile.
 */
export function withSavedIds(current: Draft, sent: Draft, saved: BuilderActivity): Draft {
  const ids = new Map<string, number>();
  sent.steps.forEach((step, index) => {
    const id = saved.steps[index]?.id;
    if (step.id === null && typeof id === 'number') ids.set(step.key, id);
  });
  if (ids.size === 0) return current;
  return {
    ...current,
    steps: current.steps.map((step) => {
      const id = ids.get(step.key);
      return id === undefined ? step : { ...step, id };
    }),
  };
}

const STORAGE_PREFIX = 'courses.builderDraft.';

/**
 * Local storage, not session storage: a draft must outlive a closed tab or a crash as well as a
 * reload. Storage that fails (private mode, full quota) only loses this safety net.
 */
export const draftStorage = {
  read(activityId: number): StoredDraft | null {
    try {
      const raw = globalThis.localStorage?.getItem(STORAGE_PREFIX + activityId);
      if (!raw) return null;
      const stored = JSON.parse(raw) as StoredDraft;
      return stored.activityId === activityId && Array.isArray(stored.draft?.steps) ? stored : null;
    } catch {
      return null;
    }
  },
  write(stored: StoredDraft): void {
    try {
      globalThis.localStorage?.setItem(STORAGE_PREFIX + stored.activityId, JSON.stringify(stored));
    } catch (error) {
      console.warn('[courses] the draft could not be kept on this device', error);
    }
  },
  remove(activityId: number): void {
    try {
      globalThis.localStorage?.removeItem(STORAGE_PREFIX + activityId);
    } catch {
      /* nothing stored */
    }
  },
};
