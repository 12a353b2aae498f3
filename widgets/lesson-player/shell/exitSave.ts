import { createContext, useContext, useEffect, useRef, useState } from 'react';

/**
 * Saves the step on screen before the learner leaves the app: resolves to true when there was
 * nothing to save or the server has the answers, false when the save failed (the step view
 * has shown the error and kept the answers).
 */
export type SaveBeforeExit = () => Promise<boolean>;

/** Where the step view on screen registers its save, for the header's exit button. */
export interface ExitSaveRegistry {
  register: (save: SaveBeforeExit | null) => void;
}

export const ExitSaveContext = createContext<ExitSaveRegistry | null>(null);

/** The frame's side: a registry, and a call that runs whatever step is registered. */
export function useExitSaveRegistry(): { registry: ExitSaveRegistry; saveCurrent: SaveBeforeExit } {
  // One slot per frame instance, created once: two players on a page never share it.
  const [frame] = useState(() => {
    let current: SaveBeforeExit | null = null;
    const registry: ExitSaveRegistry = {
      register: (save) => {
        current = save;
      },
    };
    const saveCurrent: SaveBeforeExit = () => current?.() ?? Promise.resolve(true);
    return { registry, saveCurrent };
  });
  return frame;
}

/** The step view's side: keeps its latest save registered while it is on screen. */
export function useRegisterExitSave(save: SaveBeforeExit | null): void {
  const registry = useContext(ExitSaveContext);
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  const active = save !== null;
  useEffect(() => {
    if (!registry || !active) return;
    registry.register(() => latest.current?.() ?? Promise.resolve(true));
    return () => registry.register(null);
  }, [registry, active]);
}

/** Where exiting leads: / for the alternate app, otherwise /tutorials/ (spec section 4). */
export function exitDestination(isDoctrina: boolean): string {
  return isDoctrina ? '/' : '/tutorials/';
}
