import { createContext, useCallback, useContext, useEffect, useState } from 'react';

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

/** The element's width, measured at once and kept up to date; undefined until measured. */
export function useElementWidth(): [(element: HTMLElement | null) => void, number | undefined] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number>();

  // Measured as soon as the element is attached, before paint, so a narrow slot never
  // flashes the wide layout.
  const measure = useCallback((attached: HTMLElement | null) => {
    setElement(attached);
    if (attached) setWidth(attached.getBoundingClientRect().width);
  }, []);

  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured !== undefined) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return [measure, width];
}

/** A width of 0 is an element not laid out (hidden, or a test DOM): not narrow. */
export function isNarrow(width: number | undefined): boolean {
  return width !== undefined && width > 0 && width < NARROW_BELOW;
}
