import { useCallback, useEffect, useState } from 'react';
import type { CallResult } from '@courses/runtime';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** The server says there is no such thing (404): not a connection problem. */
  | { status: 'missing' }
  | { status: 'ready'; data: T };

/** What a loader may resolve to besides its data: a missing thing (404), or a failure. */
export const MISSING = Symbol('missing');

/** A call that kept its status (settle), read as data, MISSING or a failure (undefined). */
export function orMissing<T>(result: CallResult<T>): T | typeof MISSING | undefined {
  if (result.ok) return result.data;
  return result.status === 404 ? MISSING : undefined;
}

/**
 * Loads with a call that resolves to undefined on failure (lesson and course calls swallow
 * their errors, spec section 7), so a failure can be shown with a retry.
 */
export function useLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T | typeof MISSING | undefined>,
): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; result: Load<T> } | null>(
    null,
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        const result: Load<T> =
          data === undefined
            ? { status: 'failed', retry }
            : data === MISSING
              ? { status: 'missing' }
              : { status: 'ready', data };
        setState({ key, attempt, result });
      },
      () => {
        if (!controller.signal.aborted)
          setState({ key, attempt, result: { status: 'failed', retry } });
      },
    );
    return () => controller.abort();
    // The key names what is loaded; `load` is a fresh closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);

  // A result for another key or an earlier attempt is stale: show loading instead.
  if (!state || state.key !== key || state.attempt !== attempt) return { status: 'loading' };
  return state.result;
}
