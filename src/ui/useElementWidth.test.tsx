import { act, renderHook } from '@testing-library/react';
import { useElementWidth } from './useElementWidth';

it('says when the element is attached, measured or not', () => {
  const { result } = renderHook(() => useElementWidth());
  expect(result.current[1]).toBeUndefined();
  expect(result.current[2]).toBe(false);
  const element = document.createElement('div');
  element.getBoundingClientRect = () => DOMRect.fromRect({ width: 412.4, height: 10 });
  act(() => result.current[0](element));
  expect(result.current[1]).toBe(412);
  expect(result.current[2]).toBe(true);
  // Not laid out (a test DOM, a hidden slot): attached, with no width.
  const hidden = document.createElement('div');
  act(() => result.current[0](hidden));
  expect(result.current[2]).toBe(true);
  act(() => result.current[0](null));
  expect(result.current[2]).toBe(false);
});
