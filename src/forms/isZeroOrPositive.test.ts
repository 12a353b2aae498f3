import { isZeroOrPositive } from './isZeroOrPositive';

describe('isZeroOrPositive', () => {
  it.each(['0', '7', '12', '3.5', '10 apples', 0, 42])(
    'accepts %j, which begins with a digit',
    (value) => {
      expect(isZeroOrPositive(value)).toBe(true);
    },
  );

  it.each(['', '-1', '-0', '.5', '+3', ' 5', 'abc', -2])('rejects %j', (value) => {
    expect(isZeroOrPositive(value)).toBe(false);
  });
});
