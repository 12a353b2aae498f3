import { useEffect } from 'react';
import { sessionValue } from '@courses/runtime';
import type { AnswerValues } from './answerValues';

/** The single session-storage key that holds every step's unsent answers (spec section 9). */
export const STEP_ANSWERS_KEY = 'courses.stepAnswers';

type StoredAnswers = Record<string, AnswerValues>;

/**
 * Which entry a step's answers use: per enrollment (or lesson outside a course), or apart for
 * a teacher's review.
 */
export function stepStorageKey(stepId: number, scope: string, teacherReview: boolean): string {
  return teacherReview ? `review:${stepId}` : `${scope}:${stepId}`;
}

export function readStepAnswers(key: string): AnswerValues | null {
  return sessionValue<StoredAnswers>(STEP_ANSWERS_KEY)?.[key] ?? null;
}

export function writeStepAnswers(key: string, values: AnswerValues): void {
  const stored = sessionValue<StoredAnswers>(STEP_ANSWERS_KEY) ?? {};
  sessionValue.set(STEP_ANSWERS_KEY, { ...stored, [key]: values });
}

/** The server has the answers now; the copy is no longer needed. */
export function forgetStepAnswers(key: string): void {
  const stored = sessionValue<StoredAnswers>(STEP_ANSWERS_KEY);
  if (!stored || !(key in stored)) return;
  const { [key]: _sent, ...rest } = stored;
  if (Object.keys(rest).length === 0) sessionValue.remove(STEP_ANSWERS_KEY);
  else sessionValue.set(STEP_ANSWERS_KEY, rest);
}

/** Entries of a teacher's review: never sent, kept only for the life of the page. */
export function isReviewKey(key: string): boolean {
  return key.startsWith('review:');
}

/**
 * On page unload, drops a teacher's review answers (spec section 4: session storage only).
 * A learner's unsent answers stay until the server has them (forgetStepAnswers), so a reload
 * after a failed save loses nothing; session storage still ends with the tab.
 */
export function useClearReviewAnswersOnUnload(): void {
  useEffect(() => {
    const clear = () => {
      const stored = sessionValue<StoredAnswers>(STEP_ANSWERS_KEY);
      if (!stored) return;
      const kept = Object.fromEntries(Object.entries(stored).filter(([key]) => !isReviewKey(key)));
      if (Object.keys(kept).length === 0) sessionValue.remove(STEP_ANSWERS_KEY);
      else sessionValue.set(STEP_ANSWERS_KEY, kept);
    };
    window.addEventListener('pagehide', clear);
    return () => window.removeEventListener('pagehide', clear);
  }, []);
}

/**
 * Every step of a scope (an enrollment, a lesson outside a course) whose answers are still
 * waiting for the server, as [stepId, answers].
 */
export function pendingSteps(scope: string): [number, AnswerValues][] {
  const stored = sessionValue<StoredAnswers>(STEP_ANSWERS_KEY) ?? {};
  const prefix = `${scope}:`;
  return Object.entries(stored)
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, values]) => [Number(key.slice(prefix.length)), values] as [number, AnswerValues])
    .filter(([stepId]) => Number.isInteger(stepId) && stepId > 0);
}

/**
 * Enrolling moves the answers a learner typed before it (kept under scope '0', the
 * not-enrolled course) to the new enrollment, so they are still there and get sent.
 */
export function moveStepAnswers(fromScope: string, toScope: string): void {
  const stored = sessionValue<StoredAnswers>(STEP_ANSWERS_KEY);
  if (!stored) return;
  const prefix = `${fromScope}:`;
  const moved = Object.fromEntries(
    Object.entries(stored).map(([key, values]) =>
      key.startsWith(prefix) ? [`${toScope}:${key.slice(prefix.length)}`, values] : [key, values],
    ),
  );
  sessionValue.set(STEP_ANSWERS_KEY, moved);
}
