import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@courses/runtime';

/**
 * `value`, once the browser has painted the frame that follows its change: the value it had
 * until then. A choice that is slow to show (a graph of 100,000 cases) thus paints the cheap
 * part at once (the control, a busy state) and does the slow part in a task after that paint,
 * where React's deferred values would often start it before. Changes made before that paint
 * are taken together. A new `key` (another table) takes `value` at once, with no stale frame;
 * so does every change while `immediate` (a small table, drawn faster than a frame).
 */
export function useAfterPaint<T>(value: T, key: unknown, immediate = false): T {
  const [shown, setShown] = useState({ key, value });
  let current = shown;
  if (shown.key !== key) {
    // Adjusted while rendering (React's pattern for state derived from props): no frame shows
    // the old value against the new key.
    current = { key, value };
    setShown(current);
  }
  const waiting = !immediate && !Object.is(current.value, value);
  useEffect(() => {
    if (!waiting) return;
    return afterNextPaint(() => startTransition(() => setShown({ key, value })));
  }, [waiting, key, value]);
  return immediate ? value : current.value;
}
