/**
 * The indices of `values` in ascending order of value, equal values in index order: what
 * sorting the indices with `(a, b) => values[a] - values[b]` gives, without a comparator call
 * per comparison. The numbers are sorted natively as a typed array, then each index is placed
 * by a binary search for its value's first place, ties one after another. For 100,000 values
 * this takes a few ms where the comparator sort takes tens.
 */
export function sortedOrder(values: ArrayLike<number>): Uint32Array {
  const count = values.length;
  const sorted = Float64Array.from(values).sort();
  const order = new Uint32Array(count);
  // How many indices already sit at each first place (ties share one).
  const placed = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const value = values[i] as number;
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    order[low + (placed[low] as number)] = i;
    placed[low] = (placed[low] as number) + 1;
  }
  return order;
}
