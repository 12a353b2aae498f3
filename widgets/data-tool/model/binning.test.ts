import { bin } from 'd3-array';
import fc from 'fast-check';
import { binValues, sturgesCount } from './binning';

test("Sturges' rule grows with the logarithm of the count", () => {
  expect(sturgesCount(1)).toBe(1);
  expect(sturgesCount(20)).toBe(6);
  expect(sturgesCount(300)).toBe(10);
});

test('bins have equal, nice widths and count every value once', () => {
  const values = [-33.9, -12, 1.4, 30, 59.9, 64.1, 40.4, 19.1];
  const bins = binValues(values);
  const widths = new Set(bins.map((bin) => bin.x1 - bin.x0));
  expect(widths).toEqual(new Set([20]));
  expect(bins[0]?.x0).toBe(-40);
  expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(values.length);
  // [-40,-20) [-20,0) [0,20) [20,40) [40,60) [60,80)
  expect(bins.map((bin) => bin.count)).toEqual([1, 1, 2, 1, 2, 1]);
});

test('a value on an edge belongs to the bin that starts there', () => {
  // 11 values: 5 bins by Sturges, width 20; 40 opens [40, 60) rather than closing [20, 40).
  const bins = binValues([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  expect(bins.find((b) => b.x0 === 20)?.count).toBe(2);
  expect(bins.find((b) => b.x0 === 40)?.count).toBe(2);
  expect(bins.at(-1)?.x0).toBeLessThanOrEqual(100);
  expect(bins.at(-1)?.x1).toBeGreaterThan(100);
});

test('equal values share one bin; no values, no bins', () => {
  expect(binValues([5, 5, 5])).toEqual([{ x0: 5, x1: 6, count: 3 }]);
  expect(binValues([])).toEqual([]);
});

test("the counts are d3-array bin()'s for the same edges, values on edges included", () => {
  fc.assert(
    fc.property(
      fc.array(
        // Whole numbers and numbers with decimals, as data holds them.
        fc.oneof(
          fc.integer({ min: -50, max: 50 }),
          fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 100),
        ),
        { minLength: 1, maxLength: 300 },
      ),
      (values) => {
        const bins = binValues(values);
        const edges = [bins[0]?.x0 ?? 0, ...bins.map((b) => b.x1)];
        const expected = bin()
          .domain([edges[0] ?? 0, edges.at(-1) ?? 0])
          .thresholds(edges.slice(1, -1))(values)
          .map((group) => group.length);
        expect(bins.map((b) => b.count)).toEqual(expected);
      },
    ),
  );
});
