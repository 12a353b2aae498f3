import { act, renderHook } from '@testing-library/react';
import { useAfterPaint } from './useAfterPaint';

/** Runs the animation frame and the task after it. */
async function paint() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5))));
}

test('a new value is given once a frame has been painted; a new key gives it at once', async () => {
  const { result, rerender } = renderHook(({ value, key }) => useAfterPaint(value, key), {
    initialProps: { value: 'dot', key: 'table A' },
  });
  expect(result.current).toBe('dot');
  rerender({ value: 'histogram', key: 'table A' });
  expect(result.current).toBe('dot');
  await paint();
  expect(result.current).toBe('histogram');
  rerender({ value: 'box', key: 'table B' });
  expect(result.current).toBe('box');
});

test('changes before the paint are taken together, the last one shown', async () => {
  const { result, rerender } = renderHook(({ value }) => useAfterPaint(value, 'table'), {
    initialProps: { value: 1 },
  });
  rerender({ value: 2 });
  rerender({ value: 3 });
  expect(result.current).toBe(1);
  await paint();
  expect(result.current).toBe(3);
});

test('while immediate, a new value is given at once', () => {
  const { result, rerender } = renderHook(({ value }) => useAfterPaint(value, 'table', true), {
    initialProps: { value: 'dot' },
  });
  rerender({ value: 'histogram' });
  expect(result.current).toBe('histogram');
});
