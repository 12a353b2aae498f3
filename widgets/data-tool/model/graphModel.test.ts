import { CITIES } from '../testing/cities';
import { barValues, buildGraph } from './graphModel';

const column = (id: string) => {
  const found = CITIES.columns.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};

test('a bar chart counts the cases of each category, or takes the mean of y', () => {
  expect(barValues(CITIES, column('hemisphere'), undefined)).toEqual([
    { label: 'Northern', value: 3 },
    { label: 'Southern', value: 2 },
  ]);
  const means = barValues(CITIES, column('hemisphere'), column('jul_c'));
  expect(means[0]?.value).toBeCloseTo((16.4 + 28.0 + 27.9) / 3);
  expect(means[1]?.value).toBeCloseTo((16.5 + 12.5) / 2);
});

test('cells that are empty or not numbers are left out, numeric text is read', () => {
  const table = {
    ...CITIES,
    rows: [
      { hemisphere: 'Northern', jul_c: '20' },
      { hemisphere: 'Northern', jul_c: null },
      { hemisphere: '', jul_c: 5 },
      { hemisphere: 'Northern', jul_c: 'n/a' },
    ],
  };
  expect(barValues(table, column('hemisphere'), column('jul_c'))).toEqual([
    { label: 'Northern', value: 20 },
  ]);
});

test('each graph says what it shows, for screen readers', () => {
  const dot = buildGraph(CITIES, {
    graphType: 'dot',
    xAttribute: 'latitude',
    yAttribute: 'annual_c',
  });
  expect(dot.summary).toBe('Dot plot of Annual average against Latitude, 5 points.');
  expect(dot.xLabel).toBe('Latitude (°)');
  expect(dot.yLabel).toBe('Annual average (°C)');

  const bar = buildGraph(CITIES, { graphType: 'bar', xAttribute: 'hemisphere', yAttribute: null });
  expect(bar.summary).toBe('Bar chart of count by Hemisphere, 2 bars.');
  expect(bar.yLabel).toBe('Count');

  const histogram = buildGraph(CITIES, {
    graphType: 'histogram',
    xAttribute: 'jul_c',
    yAttribute: null,
  });
  expect(histogram.model.kind).toBe('histogram');
  expect(histogram.summary).toMatch(/^Histogram of July average, \d+ bins, 5 values\.$/);

  const oneAxis = buildGraph(CITIES, { graphType: 'dot', xAttribute: 'jul_c', yAttribute: null });
  expect(oneAxis.model.kind).toBe('stacked');
  expect(oneAxis.summary).toBe('Dot plot of July average, 5 points.');
});

test('a line joins the points from left to right', () => {
  const line = buildGraph(CITIES, {
    graphType: 'line',
    xAttribute: 'latitude',
    yAttribute: 'jul_c',
  });
  if (line.model.kind !== 'points') throw new Error(line.model.kind);
  expect(line.model.connect).toBe(true);
  expect(Array.from(line.model.points.xs)).toEqual([-33.9, -12, 1.4, 30, 59.9]);
});

test('a graph without its attributes draws nothing and says why', () => {
  const empty = buildGraph(CITIES, { graphType: 'line', xAttribute: 'latitude', yAttribute: null });
  expect(empty.model).toEqual({ kind: 'empty', reason: 'Choose the attributes to plot.' });
  expect(
    buildGraph(CITIES, { graphType: 'dot', xAttribute: null, yAttribute: null }).model.kind,
  ).toBe('empty');
});
