import { createContext, useContext } from 'react';

/** Below this slot width the panes stack and the drawer becomes a menu. */
export const NARROW_BELOW = 900;

/**
 * Whether the player's own slot is narrow. It is the slot that counts, not the window: a
 * wide page may give the player a narrow card (the all-widgets page), a phone a narrow page.
 */
export const NarrowContext = createContext(false);

export function useNarrow(): boolean {
  return useContext(NarrowContext);
}

/** A width of 0 is an element not laid out (hidden, or a test DOM): not narrow. */
export function isNarrow(width: number | undefined): boolean {
  return width !== undefined && width > 0 && width < NARROW_BELOW;
}
