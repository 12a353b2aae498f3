/** Which rows of a scrolled list are in the DOM: the visible ones and a margin each side. */
export interface RowWindow {
  start: number;
  /** Exclusive. */
  end: number;
}

/**
 * Rows [start, end) to render for a viewport of `viewportHeight` scrolled to `scrollTop`, rows
 * of `rowHeight`, with `overscan` rows beyond each edge so fast scrolling shows no gap.
 */
export function rowWindow(
  rowCount: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  overscan: number,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight) + 1;
  const start = Math.max(0, Math.min(first, rowCount) - overscan);
  const end = Math.min(rowCount, first + visible + overscan);
  return { start, end: Math.max(start, end) };
}
