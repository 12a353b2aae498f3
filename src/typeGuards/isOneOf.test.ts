import { describe, expect, it } from 'vitest';
import { isOneOf } from './isOneOf';

const SIZES = ['small', 'large'] as const;

describe('isOneOf', () => {
  it('accepts only the list’s own values, case and all', () => {
    expect(isOneOf(SIZES, 'small')).toBe(true);
    expect(isOneOf(SIZES, 'Small')).toBe(false);
    expect(isOneOf(SIZES, '')).toBe(false);
    expect(isOneOf(SIZES, 'toString')).toBe(false);
  });

  it('narrows the value to the list’s type', () => {
    const value: string = 'large';
    if (isOneOf(SIZES, value)) {
      const size: (typeof SIZES)[number] = value;
      expect(size).toBe('large');
    } else {
      expect.unreachable('"large" is in the list');
    }
  });
});
