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

/** Answers are kept only for the life of the page (spec sections 4 and 9). */
export function useClearAnswersOnUnload(): void {
  useEffect(() => {
    const clear = () => sessionValue.remove(STEP_ANSWERS_KEY);
    window.addEventListener('pagehide', clear);
    window.addEventListener('beforeunload', clear);
    return () => {
      window.removeEventListener('pagehide', clear);
      window.removeEventListener('beforeunload', clear);
    };
  }, []);
}
