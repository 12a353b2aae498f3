import type { TextBlock } from './textBlocks';

import { CURRENT_BLOCK_CLASS, WORD_HIGHLIGHT } from './highlightNames';

/** Where the reader shows its progress; a seam so the reader can be tested without a DOM. */
export interface ReadingHighlighter {
  block(block: TextBlock | null): void;
  word(block: TextBlock, start: number, end: number): void;
  clear(): void;
}

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
}
type HighlightConstructor = new (...ranges: Range[]) => unknown;

/** The CSS Custom Highlight API where the browser has it; older browsers mark the block only. */
function highlightApi(): { registry: HighlightRegistry; Highlight: HighlightConstructor } | null {
  const registry = (globalThis.CSS as { highlights?: HighlightRegistry } | undefined)?.highlights;
  const Highlight = (globalThis as { Highlight?: HighlightConstructor }).Highlight;
  return registry && Highlight ? { registry, Highlight } : null;
}

/** Highlights the block with a class and the word with a highlight range (no DOM changes). */
export function createDomHighlighter(): ReadingHighlighter {
  let current: HTMLElement | null = null;
  const clearWord = () => highlightApi()?.registry.delete(WORD_HIGHLIGHT);
  return {
    block(block) {
      clearWord();
      if (current !== block?.element) current?.classList.remove(CURRENT_BLOCK_CLASS);
      current = block?.element ?? null;
      if (!current) return;
      current.classList.add(CURRENT_BLOCK_CLASS);
      current.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    },
    word(block, start, end) {
      const api = highlightApi();
      const first = block.positions[start];
      const last = block.positions[Math.min(end, block.positions.length) - 1];
      if (!api || !first || !last) return;
      const range = block.element.ownerDocument.createRange();
      range.setStart(first.node, first.offset);
      range.setEnd(last.node, last.offset + 1);
      api.registry.set(WORD_HIGHLIGHT, new api.Highlight(range));
    },
    clear() {
      clearWord();
      current?.classList.remove(CURRENT_BLOCK_CLASS);
      current = null;
    },
  };
}
