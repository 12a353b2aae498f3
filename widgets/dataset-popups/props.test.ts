import * as v from 'valibot';
import { DatasetPopupsProps, datasetCode } from './props';

test('takes a dataset id or code, refuses neither and unknown keys', () => {
  expect(datasetCode(v.parse(DatasetPopupsProps, { datasetId: 3 }))).toBe('3');
  expect(datasetCode(v.parse(DatasetPopupsProps, { code: 'my-bike-rides', datasetId: 4 }))).toBe(
    'my-bike-rides',
  );
  expect(v.safeParse(DatasetPopupsProps, {}).success).toBe(false);
  expect(v.safeParse(DatasetPopupsProps, { datasetId: 1, kind: 'dataset' }).success).toBe(false);
  expect(v.safeParse(DatasetPopupsProps, { code: '  ' }).success).toBe(false);
});
