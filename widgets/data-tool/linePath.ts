/**
 * The SVG path through `points` in order, as d3-shape's `line()` draws it with its defaults
 * (straight segments, coordinates rounded to 3 decimals, a lone point closed with Z), or null
 * for no points: the few lines the graph needs, instead of d3-shape and d3-path.
 */
export function linePath<T>(
  points: readonly T[],
  x: (point: T) => number,
  y: (point: T) => number,
): string | null {
  if (points.length === 0) return null;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  let path = '';
  points.forEach((point, index) => {
    path += `${index === 0 ? 'M' : 'L'}${round(+x(point))},${round(+y(point))}`;
  });
  return points.length === 1 ? `${path}Z` : path;
}
