import { parseMarkup, type ParseOptions } from './parseMarkup';
import type { MarkupDocument, MarkupNode } from './types';

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
  cache.set(key, document);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return document;
}

/** The formulas of a document, as the renderer typesets them. */
export function formulasOf(document: MarkupDocument): { tex: string; display: boolean }[] {
  const found: { tex: string; display: boolean }[] = [];
  const textOf = (node: MarkupNode): string =>
    typeof node === 'string' ? node : node.children.map(textOf).join('');
  const visit = (node: MarkupNode) => {
    if (typeof node === 'string') return;
    if (node.attrs['data-markup'] === 'math') {
      found.push({ tex: textOf(node), display: node.attrs['data-display'] === 'true' });
      return;
    }
    node.children.forEach(visit);
  };
  document.nodes.forEach(visit);
  return found;
}
