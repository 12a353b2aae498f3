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

test('takes an activity, or listen alone for a slot that only answers events', () => {
  const activity = {
    id: 1,
    activity_title: 'Comparing City Climates',
    activity_type: 'Activity',
    access_url: 'comparing-city-climates',
    asked_by: { id: 6 },
    created_by: 'staff_teacher',
    source: 'Courses demo',
    modified_at: '2024-09-05T10:00:00.000Z',
  };
  const withActivity = v.parse(DatasetPopupsProps, { activity });
  expect(withActivity.activity?.activity_title).toBe('Comparing City Climates');
  expect(datasetCode(withActivity)).toBeNull();
  expect(v.parse(DatasetPopupsProps, { listen: true }).listen).toBe(true);
  expect(v.safeParse(DatasetPopupsProps, { listen: false }).success).toBe(false);
  expect(v.safeParse(DatasetPopupsProps, { activity: { id: 1 } }).success).toBe(false);
});
