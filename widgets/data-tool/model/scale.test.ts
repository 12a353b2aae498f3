import {
  extent,
  formatTick,
  linearScale,
  niceAxis,
  niceStep,
  affineScale,
  scaleAll,
  stepDecimals,
} from './scale';

test('a nice step is 1, 2 or 5 times a power of ten', () => {
  expect(niceStep(100, 5)).toBe(20);
  expect(niceStep(93.8, 5)).toBe(20);
  expect(niceStep(1, 5)).toBe(0.2);
  expect(niceStep(0.07, 5)).toBeCloseTo(0.01);
  expect(niceStep(7000, 4)).toBe(2000);
  expect(niceStep(0, 5)).toBe(1);
});

test('an axis is widened to whole steps and its ticks sit on them', () => {
  const axis = niceAxis({ min: -33.9, max: 64.1 });
  expect(axis.step).toBe(20);
  expect(axis.domain).toEqual({ min: -40, max: 80 });
  expect(axis.ticks).toEqual([-40, -20, 0, 20, 40, 60, 80]);
});

test('decimal ticks come out exact, without floating-point noise or "-0"', () => {
  const axis = niceAxis({ min: -0.3, max: 0.7 });
  expect(axis.step).toBe(0.2);
  expect(axis.ticks).toEqual([-0.4, -0.2, 0, 0.2, 0.4, 0.6, 0.8]);
  expect(axis.ticks.map((t) => formatTick(t, axis.step))).toEqual([
    '-0.4',
    '-0.2',
    '0.0',
    '0.2',
    '0.4',
    '0.6',
    '0.8',
  ]);
  expect(formatTick(-0.00001, 0.1)).toBe('0.0');
});

test('a single value gets room on both sides', () => {
  const axis = niceAxis({ min: 16, max: 16 });
  expect(axis.domain.min).toBeLessThan(16);
  expect(axis.domain.max).toBeGreaterThan(16);
  expect(niceAxis({ min: 0, max: 0 }).ticks.length).toBeGreaterThan(1);
});

test('steps know their decimals', () => {
  expect(stepDecimals(5)).toBe(0);
  expect(stepDecimals(0.25)).toBe(2);
  expect(stepDecimals(0.1 + 0.2)).toBe(1);
});

test('a linear scale maps the domain onto pixels, y upside down', () => {
  const x = linearScale({ min: 0, max: 10 }, 100, 200);
  expect(x(0)).toBe(100);
  expect(x(5)).toBe(150);
  const y = linearScale({ min: 0, max: 10 }, 300, 0);
  expect(y(10)).toBe(0);
  expect(y(2.5)).toBe(225);
  expect(linearScale({ min: 3, max: 3 }, 0, 50)(3)).toBe(25);
});

test('extent finds the smallest and largest value', () => {
  expect(extent([3, -1, 7, 2])).toEqual({ min: -1, max: 7 });
  expect(extent([])).toBeNull();
});

test('affineScale places every value where linearScale does', () => {
  const values = Float64Array.from([0, 2.5, 7.3, 10, -4]);
  const domain = { min: 0, max: 10 };
  const scaled = scaleAll(values, affineScale(domain, 300, 16));
  Array.from(values, linearScale(domain, 300, 16)).forEach((expected, i) => {
    expect(scaled[i]).toBeCloseTo(expected, 9);
  });
  expect(scaleAll([Number.NaN], affineScale(domain, 300, 16))[0]).toBeNaN();
  // A zero-width domain puts everything in the middle of the range.
  expect(Array.from(scaleAll([3, 4], affineScale({ min: 3, max: 3 }, 0, 10)))).toEqual([5, 5]);
});
