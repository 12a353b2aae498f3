import { createDomHighlighter } from './highlight';
import { CURRENT_BLOCK_CLASS, WORD_HIGHLIGHT } from './highlightNames';
import { collectTextBlocks } from './textBlocks';

class FakeHighlight {
  readonly ranges: Range[];
  constructor(...ranges: Range[]) {
    this.ranges = ranges;
  }
}

function blocksOf(html: string) {
  document.body.innerHTML = `<article id="content">${html}</article>`;
  return collectTextBlocks(document.getElementById('content')!);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('marks the block with a class and the word with a CSS highlight range', () => {
  const registry = new Map<string, FakeHighlight>();
  vi.stubGlobal('CSS', { highlights: registry });
  vi.stubGlobal('Highlight', FakeHighlight);
  const [first, second] = blocksOf('<p>One <em>reason</em> is latitude.</p><p>Next</p>');
  const highlighter = createDomHighlighter();
  highlighter.block(first!);
  expect(first!.element).toHaveClass(CURRENT_BLOCK_CLASS);
  highlighter.word(first!, 4, 10);
  expect(registry.get(WORD_HIGHLIGHT)?.ranges[0]?.toString()).toBe('reason');
  highlighter.block(second!);
  expect(first!.element).not.toHaveClass(CURRENT_BLOCK_CLASS);
  expect(second!.element).toHaveClass(CURRENT_BLOCK_CLASS);
  expect(registry.has(WORD_HIGHLIGHT)).toBe(false);
  highlighter.clear();
  expect(document.querySelector(`.${CURRENT_BLOCK_CLASS}`)).toBeNull();
});

it('without the highlight API, marks the block only and leaves the text untouched', () => {
  vi.stubGlobal('CSS', {});
  const [block] = blocksOf('<p>One reason</p>');
  const highlighter = createDomHighlighter();
  highlighter.block(block!);
  highlighter.word(block!, 0, 3);
  expect(block!.element).toHaveClass(CURRENT_BLOCK_CLASS);
  expect(block!.element.innerHTML).toBe('One reason');
});
