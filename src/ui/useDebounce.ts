import { useEffect, useState } from 'react';

/** Debounce delay used across the product unless a caller needs another (spec section 9). */
export const DEBOUNCE_MS = 500;

/**
 * The value as it was once it stopped changing for `delayMs`: a search box or a live counter
 * reacts to a pause in typing rather than to every key.
 */
export function useDebounce<T>(value: T, delayMs: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
