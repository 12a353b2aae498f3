import { useCallback, useEffect, useState } from 'react';

/** Whole pixels, and 0 (an element not laid out: hidden, or a test DOM) as not measured. */
function whole(width: number | undefined): number | undefined {
  return width ? Math.round(width) : undefined;
}

/**
 * The width of the element given to the returned ref, measured as soon as it is attached
 * (before paint, so a narrow slot never flashes the wide layout) and followed as it changes (a
 * drawer opening, a pane resized). Whole pixels, so sub-pixel jitter redraws nothing;
 * undefined until measured, for an element not laid out, or where ResizeObserver does not
 * exist. The third value says whether the element has been attached (and so measured, if it
 * can be): a costly drawing at the width can wait for it rather than be drawn twice.
 */
export function useElementWidth(): [
  (element: HTMLElement | null) => void,
  number | undefined,
  boolean,
] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number>();

  const measure = useCallback((attached: HTMLElement | null) => {
    setElement(attached);
    if (attached) setWidth(whole(attached.getBoundingClientRect().width));
  }, []);

  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = whole(entries[0]?.contentRect.width);
      if (measured !== undefined) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return [measure, width, element !== null];
}
