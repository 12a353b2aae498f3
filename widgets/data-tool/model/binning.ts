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

/** Equal-width bins on whole "nice" steps, so their edges read well as axis ticks. */
export function binValues(values: readonly number[]): Bin[] {
  const range = extent(values);
  if (range === null) return [];
  const span = range.max - range.min;
  const width = span === 0 ? 1 : niceStep(span, sturgesCount(values.length));
  const start = Math.floor(range.min / width) * width;
  const binCount = Math.max(1, Math.floor((range.max - start) / width) + 1);
  // Floating-point edges (0.1 + 0.2) are rounded to the width's precision.
  const edge = (i: number) => Number((start + i * width).toPrecision(12));
  const bins: Bin[] = Array.from({ length: binCount }, (_, i) => ({
    x0: edge(i),
    x1: edge(i + 1),
    count: 0,
  }));
  for (const value of values) {
    const index = Math.min(binCount - 1, Math.floor((value - start) / width + 1e-9));
    const bin = bins[index];
    if (bin) bin.count += 1;
  }
  return bins;
}
