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
 * Equal-width bins on whole "nice" steps, so their edges read well as axis ticks. The edges are
 * chosen so that the largest value lies strictly inside the last bin, as the other edges promise
 * ([x0, x1)). Counted in one loop (d3-array's bin() gathers every value into an array per bin,
 * garbage that costs more than the counting at 100,000 values).
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
  const counts = new Uint32Array(binCount);
  const low = edges[0] ?? 0;
  const high = edges[binCount] ?? 0;
  for (const value of values) {
    if (!(value >= low && value <= high)) continue;
    // The arithmetic guess, then the rounded edges decide: value in [edges[i], edges[i + 1]).
    let i = Math.min(binCount - 1, Math.max(0, Math.floor((value - start) / width)));
    while (i > 0 && value < (edges[i] ?? 0)) i--;
    while (i < binCount - 1 && value >= (edges[i + 1] ?? 0)) i++;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return Array.from(counts, (count, i) => ({
    x0: edges[i] ?? 0,
    x1: edges[i + 1] ?? 0,
    count,
  }));
}
