import { whenSettled } from '@courses/runtime';
import type { AnswerChannel, SavedStep } from './answerChannel';
import { keptCall, type KeptCall } from '../shell/keptCall';

/**
 * Saved answers of the next step, fetched while the reader is idle on the current one, so the
 * next step renders once with them (its fields enabled) instead of once loading and again when
 * they arrive. Each entry is taken once, by the step view it was fetched for; that view still
 * asks the server again and changes only if the answers differ (saved in another tab since).
 */
const prefetched = new Map<string, SavedStep | null>();

const keyOf = (scope: string, stepId: number) => `${scope}:${stepId}`;

/** Fetches a step's saved answers when the browser is idle after a change of view; returns the cancel. */
export function prefetchStepAnswers(channel: AnswerChannel, stepId: number): () => void {
  const key = keyOf(channel.scope, stepId);
  const controller = new AbortController();
  let settled = false;
  const cancelIdle = whenSettled(() => {
    void channel.fetch(stepId, controller.signal).then(
      (saved) => {
        settled = true;
        // A failed call (undefined) is left to the step view, which shows it.
        if (!controller.signal.aborted && saved !== undefined) prefetched.set(key, saved);
      },
      () => {
        settled = true;
      },
    );
  });
  return () => {
    cancelIdle();
    // Only a call still under way: aborting builds an error and its stack on the Next click.
    if (!settled) controller.abort();
  };
}

/**
 * Answers asked for as the page opened at their step, kept as the call (answered or not): the
 * view that opens it takes that call instead of asking the server again, and has no need of a
 * second look, since the answers are as fresh as the page. When they are in before the view
 * first renders (the usual case: the call starts with the course's), the view renders once,
 * ready, rather than once loading and again a frame later.
 */
/** The call for a step's saved answers (null: nothing saved; undefined: the call failed). */
export type PrimedAnswers = KeptCall<SavedStep | null | undefined>;

const primed = new Map<string, PrimedAnswers>();

/** Fetches a step's saved answers now (the page opens at it), for its view to take. */
export function primeStepAnswers(channel: AnswerChannel, stepId: number): void {
  const call = channel.fetch(stepId, new AbortController().signal).catch(() => undefined);
  primed.set(keyOf(channel.scope, stepId), keptCall(call));
}

/** A step's primed answers, taken once; undefined when there are none. */
export function takePrimedAnswers(scope: string, stepId: number): PrimedAnswers | undefined {
  const key = keyOf(scope, stepId);
  const entry = primed.get(key);
  primed.delete(key);
  return entry;
}

/**
 * The step's prefetched saved answers (null: nothing saved), taken out of the cache; undefined
 * when none were prefetched.
 */
export function takePrefetchedAnswers(scope: string, stepId: number): SavedStep | null | undefined {
  const key = keyOf(scope, stepId);
  const saved = prefetched.get(key);
  prefetched.delete(key);
  return saved;
}

/** Whether two saved steps hold the same thing (a fetch again after a prefetch). */
export function sameSavedStep(a: SavedStep | null, b: SavedStep | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
