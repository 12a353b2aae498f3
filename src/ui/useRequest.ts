import { useCallback, useEffect, useRef, useState } from 'react';
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
 * A failure the loader has already handled and words itself (a step without data, a refused
 * dataset with the server's reason, a script that did not arrive): its message is shown as it
 * is, and it is not logged again.
 */
export class RequestFailure extends Error {
  override readonly name = 'RequestFailure';
}

/**
 * A call that kept its status (settle), read as data, MISSING or a failure (undefined): for
 * the calls that swallow their errors (lesson and course calls, spec section 7).
 */
export function orMissing<T>(result: CallResult<T>): T | typeof MISSING | undefined {
  if (result.ok) return result.data;
  return result.status === 404 ? MISSING : undefined;
}

/**
 * A settled answer, the key and the run it belongs to: an answer to an older run reads as
 * loading, unless the newer run is a reload of the same key (see `reload`).
 */
type Settled<T> = { key: string; run: string; state: RequestState<T, true> };

/** The data a loader's result carries, and whether it can say MISSING. */
type DataOf<R> = Exclude<R, typeof MISSING | undefined>;
type MissingIn<R> = typeof MISSING extends R ? true : false;

/** A loader's result that is not a failure, as what the widget shows. */
function stateOf<R>(data: R): RequestState<DataOf<R>, true> {
  return data === MISSING ? { status: 'missing' } : { status: 'ready', data: data as DataOf<R> };
}

function failed(error: unknown): { status: 'failed'; message: string } {
  if (error instanceof RequestFailure) return { status: 'failed', message: error.message };
  const message = error instanceof ApiError ? error.userMessage : GENERIC_ERROR_MESSAGE;
  return { status: 'failed', message };
}

/**
 * Runs `load` for `key` (null: not now, e.g. while a dialog is closed), again whenever `key`
 * changes or `retry` is called. A newer run or unmounting aborts the older one while it waits,
 * so a late answer never overwrites a newer one. `load` may resolve to undefined for a failure it has
 * already handled (a swallowing call) or MISSING for a 404; a rejection is a failure too,
 * shown with the server's message when it gave one (or a RequestFailure's own). `set` replaces
 * the data after a change the widget made itself, or derives it from the data shown.
 *
 * `reload` asks again after such a change without taking the data away: the data shown stays
 * until the answer replaces it, and a reload that fails keeps it (the widget's own change has
 * been made; a list that vanished would only lose the reader's place).
 *
 * `answered` gives, at the first render, a result already in hand for `key` (a call the page
 * made as it opened, answered by now): it is shown in that render and not loaded again, so the
 * view renders once rather than loading for a frame. Undefined there: `load` runs as usual.
 */
export function useRequest<R>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<R>,
  answered?: () => R | undefined,
): {
  state: RequestState<DataOf<R>, MissingIn<R>>;
  retry: () => void;
  reload: () => void;
  set: (data: DataOf<R> | ((current: DataOf<R>) => DataOf<R>)) => void;
} {
  // `quiet`: the latest run is a reload, which keeps the data shown.
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });
  const [settled, setSettled] = useState<Settled<DataOf<R>> | null>(() => {
    const data = key === null ? undefined : answered?.();
    return key === null || data === undefined
      ? null
      : { key, run: `${key}#0`, state: stateOf<R>(data) };
  });
  // The run answered at the first render is not made; the same key asked again later (the
  // widget moved away and back) is. (Read at the first render only, as `settled` is then.)
  const answeredRun = useRef(settled?.run ?? null);
  const run = key === null ? null : `${key}#${attempt.count}`;

  useEffect(() => {
    if (run !== null && run === answeredRun.current) {
      answeredRun.current = null;
      return undefined;
    }
    answeredRun.current = null;
    if (key === null || run === null) return undefined;
    const controller = new AbortController();
    let answered = false;
    const settle = (state: RequestState<DataOf<R>, true>) => {
      if (controller.signal.aborted) return;
      answered = true;
      setSettled((prev) =>
        attempt.quiet && state.status !== 'ready' && keepsData(prev, key)
          ? { ...prev, run }
          : { key, run, state },
      );
    };
    load(controller.signal).then(
      (data) => settle(data === undefined ? failed(undefined) : stateOf<R>(data)),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        if (!(error instanceof RequestFailure)) console.error('[courses] request failed', error);
        settle(failed(error));
      },
    );
    // Only a run still waiting is cancelled: one that has answered has nothing left to stop.
    return () => {
      if (!answered) controller.abort();
    };
    // `load` is a fresh closure each render; `run` names what it loads (and `attempt` with it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  const retry = useCallback(
    () => setAttempt(({ count }) => ({ count: count + 1, quiet: false })),
    [],
  );
  const reload = useCallback(
    () => setAttempt(({ count }) => ({ count: count + 1, quiet: true })),
    [],
  );
  const set = useCallback(
    (next: DataOf<R> | ((current: DataOf<R>) => DataOf<R>)) => {
      if (key === null || run === null) return;
      setSettled((prev) => {
        if (typeof next !== 'function') return { key, run, state: { status: 'ready', data: next } };
        if (!keepsData(prev, key)) return prev;
        // The data is never a function itself: a function here derives it from the data shown.
        const derive = next as (current: DataOf<R>) => DataOf<R>;
        return { ...prev, state: { status: 'ready', data: derive(prev.state.data) } };
      });
    },
    [key, run],
  );
  // While paused (a dialog closing) the last answer stays, so nothing flashes as it goes.
  const current =
    settled && (run === null || settled.run === run || (attempt.quiet && keepsData(settled, key)))
      ? settled.state
      : null;
  // MISSING is settled only by a loader whose result type includes it.
  const state = (current ?? { status: 'loading' }) as RequestState<DataOf<R>, MissingIn<R>>;
  return { state, retry, reload, set };
}

/** Whether `settled` holds data for `key`: what a reload keeps showing and `set` derives from. */
function keepsData<T>(
  settled: Settled<T> | null,
  key: string | null,
): settled is Settled<T> & { state: { status: 'ready'; data: T } } {
  return settled !== null && settled.key === key && settled.state.status === 'ready';
}
