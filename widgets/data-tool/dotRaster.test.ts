import { dotCoverage, hexChannels, paintCoverage } from './dotRaster';

test('a dot covers the pixels inside its radius in full and none beyond', () => {
  const mask = dotCoverage([10.5], [10.5], 3, 21, 21);
  const at = (x: number, y: number) => mask[y * 21 + x];
  expect(at(10, 10)).toBe(255);
  expect(at(12, 10)).toBe(255);
  expect(at(10, 15)).toBe(0);
  expect(at(0, 0)).toBe(0);
  // The edge is partly covered: anti-aliased like a path's.
  expect(at(13, 10)).toBeGreaterThan(0);
  expect(at(13, 10)).toBeLessThan(255);
});

test('overlapping dots do not add up, and dots at the edges are clipped, not wrapped', () => {
  const once = dotCoverage([5], [5], 2, 10, 10);
  const twice = dotCoverage([5, 5], [5, 5], 2, 10, 10);
  expect(twice).toEqual(once);
  const corner = dotCoverage([0, Number.NaN], [0, 4], 2, 10, 10);
  expect(corner[0]).toBe(255);
  // Nothing bled into the far end of the row above or the last row.
  expect(corner[9]).toBe(0);
  expect(corner[99]).toBe(0);
  expect(corner.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(0);
});

test('the mask is painted in one colour at one opacity', () => {
  expect(hexChannels('#1d4f91')).toEqual([0x1d, 0x4f, 0x91]);
  const pixels = new Uint8ClampedArray(8);
  paintCoverage(Uint8Array.from([255, 0]), '#1d4f91', 0.5, pixels);
  expect(Array.from(pixels)).toEqual([0x1d, 0x4f, 0x91, 128, 0, 0, 0, 0]);
});

test('a placed mask shifts and scales the dots into its device pixels', () => {
  const placed = dotCoverage([110], [55], 4, 20, 20, {
    x: { scale: 2, offset: -200 },
    y: { scale: 2, offset: -100 },
  });
  expect(placed).toEqual(dotCoverage([20], [10], 4, 20, 20));
});

test('many overlapping dots give the union of each dot drawn alone', () => {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  // Dense enough that later dots fall on pixels already covered in full (and are skipped).
  const xs = Array.from({ length: 400 }, () => random() * 44 - 2);
  const ys = Array.from({ length: 400 }, () => random() * 34 - 2);
  const union = new Uint8Array(40 * 30);
  xs.forEach((x, i) => {
    dotCoverage([x], [ys[i] ?? 0], 3, 40, 30).forEach((value, at) => {
      union[at] = Math.max(union[at] ?? 0, value);
    });
  });
  expect(dotCoverage(xs, ys, 3, 40, 30)).toEqual(union);
});
