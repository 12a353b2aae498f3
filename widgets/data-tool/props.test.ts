import * as v from 'valibot';
import { DataToolProps } from './props';
import { CITIES } from './testing/cities';

const dataset = { name: CITIES.name, columns: CITIES.columns, rows: CITIES.rows };
const problems = (props: unknown) => {
  const result = v.safeParse(DataToolProps, props);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

test('takes an inline dataset, a lesson step, or a simulation', () => {
  expect(problems({ dataset })).toEqual([]);
  expect(problems({ lessonId: 3, stepId: 6, plotState: { graphType: 'bar' } })).toEqual([]);
  expect(problems({ lessonId: 'plot-city-temperatures', stepId: 6 })).toEqual([]);
  expect(problems({ simulation: true, readOnly: true, captureIds: { a: 1, b: 2 } })).toEqual([]);
  expect(v.parse(DataToolProps, { dataset })).toMatchObject({ simulation: false, readOnly: false });
});

test('refuses combinations that cannot work, saying why', () => {
  expect(problems({})).toEqual([
    'no data to show: give a dataset, a datasetCode, a lesson step (lessonId and stepId) or simulation: true',
  ]);
  expect(problems({ lessonId: 3 })).toContain(
    'lessonId and stepId go together: give both to load a lesson step, or neither',
  );
  const several =
    'give one of an inline dataset, a datasetCode or a lesson step (lessonId and stepId), not several';
  expect(problems({ dataset, lessonId: 3, stepId: 6 })).toEqual([several]);
  expect(problems({ datasetCode: 'class-pets', lessonId: 3, stepId: 6 })).toEqual([several]);
  expect(problems({ datasetCode: '  ' }).length).toBeGreaterThan(0);
  expect(problems({ datasetCode: 'class-pets' })).toEqual([]);
});

test('refuses unknown keys and malformed values', () => {
  expect(problems({ datasetId: 1, simulation: true }).length).toBeGreaterThan(0);
  expect(problems({ dataset: { ...dataset, colour: 'red' } }).length).toBeGreaterThan(0);
  expect(problems({ simulation: true, captureIds: { a: 0, b: 1 } }).length).toBeGreaterThan(0);
  expect(problems({ lessonId: 3, stepId: 1.5 }).length).toBeGreaterThan(0);
});
