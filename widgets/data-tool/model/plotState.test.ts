import { CITIES } from '../testing/cities';
import {
  axisOptions,
  defaultPlotState,
  graphTypeFrom,
  readPlotState,
  withGraphType,
} from './plotState';

const columns = CITIES.columns;
const ids = (list: { id: string }[]) => list.map((column) => column.id);

test('a table opens as a dot plot of its first two numeric columns', () => {
  expect(defaultPlotState(columns)).toEqual({
    graphType: 'dot',
    xAttribute: 'latitude',
    yAttribute: 'jul_c',
  });
  // Without numbers there is only counting to do.
  expect(defaultPlotState(columns.slice(0, 2))).toEqual({
    graphType: 'bar',
    xAttribute: 'city',
    yAttribute: null,
  });
});

test('a stored plot state is read with the names the server grades', () => {
  const read = readPlotState(
    { graphType: 'line', xAttribute: 'latitude', yAttribute: 'annual_c', extra: 1 },
    columns,
  );
  expect(read).toEqual({
    state: { graphType: 'line', xAttribute: 'latitude', yAttribute: 'annual_c' },
    wrongAttributes: false,
  });
  // plotType is the older name; other spellings of the graph types are understood.
  expect(readPlotState({ plotType: 'Scatter', xAttribute: 'latitude' }, columns).state).toEqual({
    graphType: 'dot',
    xAttribute: 'latitude',
    yAttribute: 'jul_c',
  });
  expect(graphTypeFrom('bar-chart')).toBe('bar');
  expect(graphTypeFrom('pie')).toBeNull();
});

test('an attribute that is not a column is reported and left for the person to pick', () => {
  const read = readPlotState(
    { graphType: 'dot', xAttribute: 'longitude', yAttribute: 'jul_c' },
    columns,
  );
  expect(read.wrongAttributes).toBe(true);
  expect(read.state).toEqual({ graphType: 'dot', xAttribute: null, yAttribute: 'jul_c' });
  expect(readPlotState({ yAttribute: 'rainfall' }, columns).wrongAttributes).toBe(true);
});

test('unknown graph types and unreadable states start from the default', () => {
  // The seeded data story opens with { plotType: 'table', sortBy: 'jul_c' }.
  expect(readPlotState({ plotType: 'table', sortBy: 'jul_c' }, columns)).toEqual({
    state: defaultPlotState(columns),
    wrongAttributes: false,
  });
  expect(readPlotState({ xAttribute: 7 }, columns).state).toEqual(defaultPlotState(columns));
  expect(readPlotState('dot', columns).state).toEqual(defaultPlotState(columns));
});

test('a column of the wrong kind for the graph is replaced, not drawn', () => {
  // A histogram needs numbers; "city" is a column but a category.
  expect(readPlotState({ graphType: 'histogram', xAttribute: 'city' }, columns)).toEqual({
    state: { graphType: 'histogram', xAttribute: 'latitude', yAttribute: null },
    wrongAttributes: false,
  });
});

test('each graph type offers the columns it can draw', () => {
  expect(ids(axisOptions('dot', 'x', columns))).toEqual(['latitude', 'jul_c', 'annual_c']);
  expect(ids(axisOptions('bar', 'x', columns))).toEqual(ids(columns));
  expect(ids(axisOptions('bar', 'y', columns))).toEqual(['latitude', 'jul_c', 'annual_c']);
  expect(axisOptions('histogram', 'y', columns)).toEqual([]);
  expect(axisOptions('line', 'y', columns.slice(0, 2))).toEqual([]);
});

test('switching graph type keeps what still fits', () => {
  const dot = { graphType: 'dot' as const, xAttribute: 'latitude', yAttribute: 'annual_c' };
  expect(withGraphType(dot, 'line', columns)).toEqual({ ...dot, graphType: 'line' });
  expect(withGraphType(dot, 'histogram', columns)).toEqual({
    graphType: 'histogram',
    xAttribute: 'latitude',
    yAttribute: null,
  });
  // A bar chart groups by a category and shows the mean of the numeric y.
  expect(withGraphType(dot, 'bar', columns)).toEqual({
    graphType: 'bar',
    xAttribute: 'city',
    yAttribute: 'annual_c',
  });
  // Counts (no y) become a line's required y.
  const counts = { graphType: 'bar' as const, xAttribute: 'hemisphere', yAttribute: null };
  expect(withGraphType(counts, 'line', columns)).toEqual({
    graphType: 'line',
    xAttribute: 'latitude',
    yAttribute: 'jul_c',
  });
});
