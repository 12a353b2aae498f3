/** Colours are attributes, not CSS, so a captured image looks the same as the page. */
export const INK = '#1c2430';
export const GRID = '#d9dee5';
export const MARK = '#1d4f91';
/** Selected cases: orange on blue keeps apart for the common colour-vision deficiencies. */
export const SELECTED = '#d9480f';
export const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
export const DOT_RADIUS = 5;

/** The plotting area inside the SVG. */
export interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** One decimal of a pixel is finer than a screen shows, and keeps 100,000 marks' path short. */
const px = (value: number) => Math.round(value * 10) / 10;

/**
 * Dots as one path: a zero-length segment per dot, drawn with a round cap as wide as the dot.
 * One element for any number of cases, where a circle each would mean 100,000 DOM nodes.
 */
export function dotsPath(xs: ArrayLike<number>, ys: ArrayLike<number>): string {
  const parts: string[] = new Array<string>(xs.length);
  for (let i = 0; i < xs.length; i++) parts[i] = `M${px(xs[i] ?? 0)} ${px(ys[i] ?? 0)}h0`;
  return parts.join('');
}
