import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's content width, followed as it changes (a drawer opening, a pane resized).
 * Undefined until measured, or where ResizeObserver does not exist.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      // Whole pixels: sub-pixel jitter must not redraw the graph.
      if (measured) setWidth(Math.round(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
