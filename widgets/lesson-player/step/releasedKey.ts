import type { ReleasedKey } from '@courses/runtime';
import type { AnswerKey } from '@courses/runtime/markup';

/**
 * The key the page can show: what the step's markup carries (a teacher's, or a learner's once
 * it was due when the lesson loaded), with the key the server released since (a checked step).
 */
export function withReleasedKey(
  fromMarkup: AnswerKey,
  released: ReleasedKey | null | undefined,
): AnswerKey {
  if (!released) return fromMarkup;
  const key: AnswerKey = { ...fromMarkup };
  for (const [questionId, entry] of Object.entries(released)) {
    key[questionId] = {
      answer: entry.answer,
      solution: entry.solution ?? '',
      preview: entry.preview ?? null,
    };
  }
  return key;
}
