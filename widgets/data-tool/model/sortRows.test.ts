import type { DatasetColumn } from '@courses/runtime';
import { sortFromPlotState, sortRows } from './sortRows';
import { CITIES } from '../testing/cities';

const column = (id: string): DatasetColumn => {
  const found = CITIES.columns.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};
const cities = (rows: Record<string, unknown>[]) => rows.map((row) => row['city']);

test('numbers sort by value, both ways', () => {
  expect(cities(sortRows(CITIES.rows, column('jul_c'), 'ascending'))).toEqual([
    'Sydney',
    'Oslo',
    'Lima',
    'Singapore',
    'Cairo',
  ]);
  expect(cities(sortRows(CITIES.rows, column('latitude'), 'descending'))).toEqual([
    'Oslo',
    'Cairo',
    'Singapore',
    'Lima',
    'Sydney',
  ]);
});

test('categories sort alphabetically, numbers inside text in numeric order', () => {
  expect(cities(sortRows(CITIES.rows, column('city'), 'ascending'))).toEqual([
    'Cairo',
    'Lima',
    'Oslo',
    'Singapore',
    'Sydney',
  ]);
  const runs = [{ city: 'Run 10' }, { city: 'Run 9' }, { city: 'Run 1' }];
  expect(cities(sortRows(runs, column('city'), 'ascending'))).toEqual(['Run 1', 'Run 9', 'Run 10']);
});

test('empty cells go last whichever the direction, and ties keep their order', () => {
  const rows = [
    { city: 'A', jul_c: null },
    { city: 'B', jul_c: 3 },
    { city: 'C', jul_c: '' },
    { city: 'D', jul_c: 3 },
    { city: 'E', jul_c: 1 },
  ];
  expect(cities(sortRows(rows, column('jul_c'), 'ascending'))).toEqual(['E', 'B', 'D', 'A', 'C']);
  expect(cities(sortRows(rows, column('jul_c'), 'descending'))).toEqual(['B', 'D', 'E', 'A', 'C']);
});

test("a plot state's sortBy opens the table sorted, when it names a column", () => {
  expect(sortFromPlotState({ plotType: 'table', sortBy: 'jul_c' }, CITIES.columns)).toEqual({
    columnId: 'jul_c',
    direction: 'ascending',
  });
  expect(sortFromPlotState({ sortBy: 'rainfall' }, CITIES.columns)).toBeNull();
  expect(sortFromPlotState(null, CITIES.columns)).toBeNull();
});
