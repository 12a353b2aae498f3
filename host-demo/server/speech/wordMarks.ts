import type { SpeechMark } from '../../../src/api/schemas/speech';

/** Extra weight, in characters, for the pause a speaker makes after punctuation. */
const PAUSE_WEIGHT: Record<string, number> = { ',': 2, ';': 3, ':': 3, '.': 5, '!': 5, '?': 5 };

/**
 * Word timing marks: the audio's duration spread over the words in proportion to their
 * length (plus a pause after punctuation). `start` and `end` are character offsets in `text`.
 */
export function wordMarks(text: string, durationMs: number): SpeechMark[] {
  const words = [...text.matchAll(/\S+/g)].map((match) => {
    const word = match[0];
    const last = word.at(-1) ?? '';
    return {
      start: match.index,
      end: match.index + word.length,
      weight: word.replace(/[^\p{L}\p{N}]/gu, '').length + 1 + (PAUSE_WEIGHT[last] ?? 0),
    };
  });
  const total = words.reduce((sum, word) => sum + word.weight, 0);
  if (total === 0) return [];
  let elapsed = 0;
  return words.map((word) => {
    const mark = {
      time: Math.round((elapsed / total) * durationMs),
      start: word.start,
      end: word.end,
    };
    elapsed += word.weight;
    return mark;
  });
}
