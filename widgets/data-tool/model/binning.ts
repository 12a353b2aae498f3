import { bin } from 'd3-array';
import { extent, niceStep } from './scale';

export interface Bin {
  /** Inclusive lower edge. */
  x0: number;
  /** Exclusive upper edge: a value on an edge belongs to the bin that starts there. */
  x1: number;
  count: number;
}

/** Sturges' rule: a bin count that grows with the logarithm of the number of values. */
export function sturgesCount(n: number): number {
  return n <= 1 ? 1 : Math.ceil(Math.log2(n) + 1);
}

/**
 * Equal-width bins on whole "nice" steps, so their edges read well as axis ticks. d3-array's
 * bin() counts (it replaced a hand-written loop); the edges are chosen here so that the largest
 * value lies strictly inside the last bin, as the other edges promise ([x0, x1)).
 */
export function binValues(values: readonly number[]): Bin[] {
  const range = extent(values);
  if (range === null) return [];
  const span = range.max - range.min;
  const width = span === 0 ? 1 : niceStep(span, sturgesCount(values.length));
  const start = Math.floor(range.min / width) * width;
  const binCount = Math.max(1, Math.floor((range.max - start) / width + 1e-9) + 1);
  // Floating-point edges (0.1 + 0.2) are rounded to the width's precision.
  const edge = (i: number) => Number((start + i * width).toPrecision(12));
  const edges = Array.from({ length: binCount + 1 }, (_, i) => edge(i));
  const counted = bin()
    .domain([edge(0), edge(binCount)])
    .thresholds(edges.slice(1, -1))(values);
  return counted.map((group, i) => ({
    x0: edges[i] ?? 0,
    x1: edges[i + 1] ?? 0,
    count: group.length,
  }));
}
