import type { UserAnswerValue } from '../../api/schemas/question';
import { checkGraph, parseGraphKey } from '../graphKey';
import type { QuestionAnswer, QuestionType } from '../types';

/**
 * How an answer is graded, in one place for the server's stored verdict and the verdict the
 * lesson player shows (docs/api.md, Answers). An answer is encoded as the spec gives it: a
 * position (a number) for radio, a list of positions for checkbox, text for text and textarea,
 * a saved plot state for graph. An answer encoded otherwise is wrong, never read another way.
 */

/** The types graded automatically; textarea is read by a teacher (spec section 4). */
export const AUTO_GRADED_TYPES: readonly QuestionType[] = ['radio', 'checkbox', 'text', 'graph'];

export function isAutoGraded(type: QuestionType): boolean {
  return AUTO_GRADED_TYPES.includes(type);
}

/** Whether something was entered: blank text and an empty pick are not answers. */
export function isAnswered(value: UserAnswerValue | undefined): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Text answers match regardless of case and of the spaces around and between words. */
function normaliseText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The same positions, each counted once and in any order (docs/api.md: a set of positions). */
function samePositions(given: readonly number[], expected: readonly number[]): boolean {
  const want = new Set(expected);
  const got = new Set(given);
  return got.size === want.size && [...got].every((position) => want.has(position));
}

function isPlotState(value: UserAnswerValue): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether an answer matches its question's key: null when the type is not auto-graded, the
 * question has no key (a graph key that names nothing is none), or nothing was entered.
 */
export function gradeAnswer(
  type: QuestionType,
  key: QuestionAnswer | undefined,
  answer: UserAnswerValue | undefined,
): boolean | null {
  if (!isAutoGraded(type) || key == null || answer === undefined || !isAnswered(answer)) {
    return null;
  }
  switch (type) {
    case 'radio':
      return typeof answer === 'number' && answer === key;
    case 'checkbox':
      return Array.isArray(answer) && Array.isArray(key) && samePositions(answer, key);
    case 'text':
      return (
        typeof answer === 'string' &&
        typeof key === 'string' &&
        normaliseText(answer) === normaliseText(key)
      );
    case 'graph': {
      const graphKey = typeof key === 'string' ? parseGraphKey(key) : null;
      if (!graphKey) return null;
      return isPlotState(answer) && checkGraph(graphKey, answer).correct;
    }
    default:
      return null;
  }
}
