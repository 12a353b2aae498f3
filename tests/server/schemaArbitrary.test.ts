/** The fuzzer's generated values written as request text (tests/contract/schemaArbitrary.ts). */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { asText, hostileValue } from '../contract/schemaArbitrary';

test('an object whose own toString is not a function is written as JSON, not thrown on', () => {
  const value = JSON.parse('{"toString":1,"valueOf":[]}') as unknown;
  expect(() => String(value)).toThrow(TypeError);
  expect(asText(value)).toBe('{"toString":1,"valueOf":[]}');
  expect(asText(null)).toBe('null');
  expect(asText('x')).toBe('x');
  expect(asText(1.5)).toBe('1.5');
});

test('every hostile value can be written as text', () => {
  fc.assert(fc.property(hostileValue, (value) => typeof asText(value) === 'string'));
});
