import { useCallback, useEffect, useState } from 'react';
import type { CallResult } from '../api/client';
import { ApiError, GENERIC_ERROR_MESSAGE, isAbortError } from '../api/errors';

/**
 * What a widget shows for one request: loading, the data, a thing the server says does not
 * exist (404), or a failure with the message to show beside a retry. One name for a failure,
 * 'failed', in every widget.
 */
export type RequestState<T, CanBeMissing extends boolean = false> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | (CanBeMissing extends true ? { status: 'missing' } : never)
  | { status: 'ready'; data: T };

/** What a request may resolve to besides its data: a missing thing (404). */
export const MISSING = Symbol('missing');

/**
 * A call that kept its status (settle), read as data, MISSING or a failure (undefined): for
 * the calls that swallow their errors (lesson and course calls, spec section 7).
 */
export function orMissing<T>(result: CallResult<T>): T | typeof MISSING | undefined {
  if (result.ok) return result.data;
  return result.status === 404 ? MISSING : undefined;
}

/** A settled answer and the run it belongs to: an answer to an older run reads as loading. */
type Settled<T> = { run: string; state: RequestState<T, true> };

/** The data a loader's result carries, and whether it can say MISSING. */
type DataOf<R> = Exclude<R, typeof MISSING | undefined>;
type MissingIn<R> = typeof MISSING extends R ? true : false;

function failed(error: unknown): { status: 'failed'; message: string } {
  const message = error instanceof ApiError ? error.userMessage : GENERIC_ERROR_MESSAGE;
  return { status: 'failed', message };
}

/**
 * Runs `load` for `key` (null: not now, e.g. while a dialog is closed), again whenever `key`
 * changes or `retry` is called. A newer run or unmounting aborts the older one, so a late
 * answer never overwrites a newer one. `load` may resolve to undefined for a failure it has
 * already handled (a swallowing call) or MISSING for a 404; a rejection is a failure too,
 * shown with the server's message when it gave one. `set` replaces the data after a change
 * the widget made itself.
 */
export function useRequest<R>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<R>,
): {
  state: RequestState<DataOf<R>, MissingIn<R>>;
  retry: () => void;
  set: (data: DataOf<R>) => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<DataOf<R>> | null>(null);
  const run = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (run === null) return undefined;
    const controller = new AbortController();
    const settle = (state: RequestState<DataOf<R>, true>) => {
      if (!controller.signal.aborted) setSettled({ run, state });
    };
    load(controller.signal).then(
      (data) => {
        if (data === undefined) settle(failed(undefined));
        else if (data === MISSING) settle({ status: 'missing' });
        else settle({ status: 'ready', data: data as DataOf<R> });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.error('[courses] request failed', error);
        settle(failed(error));
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `run` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (data: DataOf<R>) => {
      if (run !== null) setSettled({ run, state: { status: 'ready', data } });
    },
    [run],
  );
  // While paused (a dialog closing) the last answer stays, so nothing flashes as it goes.
  const current = settled && (run === null || settled.run === run) ? settled.state : null;
  // MISSING is settled only by a loader whose result type includes it.
  const state = (current ?? { status: 'loading' }) as RequestState<DataOf<R>, MissingIn<R>>;
  return { state, retry, set };
}
