import type { SpeechMark } from '../../../src/api/schemas/speech';
import { synthesizeWav } from './espeak';
import { readWav, withExactSizes } from './wav';
import { wordMarks } from './wordMarks';

export interface Speech {
  wav: Buffer;
  marks: SpeechMark[];
}

export interface SpeechService {
  /** Audio and marks of a text; the same text is synthesized once. */
  speak(text: string): Promise<Speech>;
}

const CACHE_ENTRIES = 200;
/** espeak-ng takes a core while it runs; a burst of requests waits instead of piling up. */
const MAX_CONCURRENT = 2;

/** Runs at most `limit` tasks at a time, the rest in arrival order. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function createSpeechService(
  synthesize: (text: string) => Promise<Buffer> = synthesizeWav,
): SpeechService {
  // Insertion order doubles as recency: a hit is moved to the end, the oldest is evicted.
  const cache = new Map<string, Promise<Speech>>();
  const limit = limiter(MAX_CONCURRENT);
  return {
    speak(text) {
      const cached = cache.get(text);
      if (cached) {
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      const pending = limit(() => synthesize(text)).then((raw) => {
        const wav = withExactSizes(raw);
        return { wav, marks: wordMarks(text, readWav(wav).durationMs) };
      });
      // A failure is not cached: the next request tries again.
      pending.catch(() => cache.delete(text));
      cache.set(text, pending);
      if (cache.size > CACHE_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return pending;
    },
  };
}
