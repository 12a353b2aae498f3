import { quantileSorted } from 'd3-array';

/** Tukey's box plot of one attribute: quartiles, whiskers to 1.5 IQR, the rest as outliers. */
export interface BoxStats {
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  /** Whisker ends: the furthest values within 1.5 IQR of the box. */
  low: number;
  high: number;
  outliers: number[];
  count: number;
}

/** Null for no values. `values` need not be sorted; it is not changed. */
export function boxStats(values: readonly number[]): BoxStats | null {
  if (values.length === 0) return null;
  // A typed array sorts numbers numerically and fast; d3 reads it through Array's shape.
  const sorted = Array.from(Float64Array.from(values).sort());
  const q1 = quantileSorted(sorted, 0.25) ?? 0;
  const median = quantileSorted(sorted, 0.5) ?? 0;
  const q3 = quantileSorted(sorted, 0.75) ?? 0;
  const reach = 1.5 * (q3 - q1);
  let low = q1;
  let high = q3;
  const outliers: number[] = [];
  for (const value of sorted) {
    if (value < q1 - reach || value > q3 + reach) outliers.push(value);
    else {
      if (value < low) low = value;
      if (value > high) high = value;
    }
  }
  const min = sorted[0] ?? 0;
  const max = sorted[sorted.length - 1] ?? 0;
  return { min, q1, median, q3, max, low, high, outliers, count: sorted.length };
}
