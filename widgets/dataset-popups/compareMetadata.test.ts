import { compareMetadata } from './compareMetadata';

test('pairs every key of either snapshot and marks what changed', () => {
  expect(compareMetadata({ a: 1, b: 'x', c: null }, { b: 'y', a: 1, d: true })).toEqual([
    { key: 'a', previous: '1', current: '1', changed: false },
    { key: 'b', previous: 'x', current: 'y', changed: true },
    { key: 'c', previous: '', current: '', changed: false },
    { key: 'd', previous: '', current: 'true', changed: true },
  ]);
});
