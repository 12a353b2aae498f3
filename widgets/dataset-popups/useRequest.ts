import { useCallback, useEffect, useState } from 'react';
import { ApiError, GENERIC_ERROR_MESSAGE, isAbortError } from '@courses/runtime';

export type RequestState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** A settled answer and the run it belongs to: an answer to an older run reads as loading. */
type Settled<T> = { run: string; state: RequestState<T> };

/**
 * Runs `load` while `enabled`, again whenever `key` changes or `retry` is called; a newer run
 * or unmounting aborts the older one, so a late answer never overwrites a newer one.
 */
export function useRequest<T>(
  key: string,
  enabled: boolean,
  load: (signal: AbortSignal) => Promise<T>,
): { state: RequestState<T>; retry: () => void; set: (data: T) => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const run = `${key}#${attempt}`;

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ run, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.error('[courses] dataset-popups request failed', error);
        const message = error instanceof ApiError ? error.userMessage : GENERIC_ERROR_MESSAGE;
        setSettled({ run, state: { status: 'error', message } });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `run` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (data: T) => setSettled({ run, state: { status: 'ready', data } }),
    [run],
  );
  const state: RequestState<T> =
    settled && settled.run === run ? settled.state : { status: 'loading' };
  return { state, retry, set };
}
