import { act, renderHook } from '@testing-library/react';
import { DEBOUNCE_MS, useDebounce } from './useDebounce';

describe('useDebounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 500 ms by default, as the specification fixes', () => {
    expect(DEBOUNCE_MS).toBe(500);
    const { result, rerender } = renderHook(({ value }) => useDebounce(value), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('restarts the wait on every change and keeps only the last value', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounce(value), {
      initialProps: { value: 'r' },
    });
    rerender({ value: 'ra' });
    act(() => vi.advanceTimersByTime(400));
    rerender({ value: 'rai' });
    act(() => vi.advanceTimersByTime(400));
    rerender({ value: 'rain' });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('r');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('rain');
  });

  it('accepts another delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounce(value, 150), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe(2);
  });

  it('leaves no timer behind after unmount', () => {
    const { rerender, unmount } = renderHook(({ value }) => useDebounce(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
