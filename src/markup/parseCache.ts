import { parseMarkup, type ParseOptions } from './parseMarkup';
import type { MarkupDocument } from './types';

/** The documents of the steps around the reader's: the current, the next, a few visited. */
const CACHE_SIZE = 12;
const cache = new Map<string, MarkupDocument>();

/**
 * parseMarkup with a small cache: a step parsed ahead while the reader was idle (or seen
 * before) renders without parsing again. Documents are plain data and never changed by the
 * renderer, so one can serve every view of the same source.
 */
export function parseMarkupCached(source: string, options: ParseOptions = {}): MarkupDocument {
  const key = `${JSON.stringify(options)}\u0000${source}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // most recently used last
    cache.set(key, hit);
    return hit;
  }
  const document = parseMarkup(source, options);
  // Not kept: a failure of our own (content parsed before its constructs' code was loaded,
  // see load.ts) may not happen again.
  if (document.failure?.reason === 'internal') return document;
  cache.set(key, document);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return document;
}

export { formulasOf } from './html/template';
