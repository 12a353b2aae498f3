import fc from 'fast-check';
import { sortedOrder } from './sortedOrder';

test('indices in ascending order of value, ties in index order', () => {
  expect(Array.from(sortedOrder([3, 1, 2, 1, -5]))).toEqual([4, 1, 3, 2, 0]);
  expect(Array.from(sortedOrder([]))).toEqual([]);
});

test('the same order as a stable comparator sort of the indices', () => {
  fc.assert(
    fc.property(
      fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true })), {
        maxLength: 200,
      }),
      (values) => {
        const expected = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]!);
        expect(Array.from(sortedOrder(values))).toEqual(expected);
      },
    ),
  );
});
