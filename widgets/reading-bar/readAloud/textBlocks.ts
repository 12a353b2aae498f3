import { MAX_SPEECH_TEXT } from '@courses/runtime/requests';

/** Elements read aloud one at a time, in document order. */
export const BLOCK_SELECTOR = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, figcaption, blockquote';

/** A DOM position of one character of a block's spoken text. */
export interface TextPosition {
  node: Text;
  offset: number;
}

/**
 * One piece of spoken text: what is sent to the speech service, the element to highlight, and
 * where each character of the text sits in the DOM, so word marks ({start, end} offsets into
 * the text) can be turned into ranges.
 */
export interface TextBlock {
  element: HTMLElement;
  text: string;
  positions: TextPosition[];
}

const SKIPPED_TEXT_PARENTS = 'script, style, noscript, template, [aria-hidden="true"], [hidden]';

/**
 * The text of an element with runs of white space collapsed to one space (as it is rendered),
 * keeping the DOM position of every character.
 */
export function spokenText(element: HTMLElement): { text: string; positions: TextPosition[] } {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = '';
  const positions: TextPosition[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const textNode = node as Text;
    if (textNode.parentElement?.closest(SKIPPED_TEXT_PARENTS)) continue;
    const data = textNode.data;
    for (let offset = 0; offset < data.length; offset++) {
      const ch = data.charAt(offset);
      if (/\s/.test(ch)) {
        if (text === '' || text.endsWith(' ')) continue;
        text += ' ';
      } else {
        text += ch;
      }
      positions.push({ node: textNode, offset });
    }
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    positions.pop();
  }
  return { text, positions };
}

/** Splits text longer than the speech service accepts at word boundaries. */
function splitLong(block: TextBlock): TextBlock[] {
  const pieces: TextBlock[] = [];
  let { text, positions } = block;
  while (text.length > MAX_SPEECH_TEXT) {
    const cut = text.lastIndexOf(' ', MAX_SPEECH_TEXT);
    const end = cut > 0 ? cut : MAX_SPEECH_TEXT;
    pieces.push({
      element: block.element,
      text: text.slice(0, end),
      positions: positions.slice(0, end),
    });
    const next = cut > 0 ? end + 1 : end;
    text = text.slice(next);
    positions = positions.slice(next);
  }
  if (text) pieces.push({ element: block.element, text, positions });
  return pieces;
}

/**
 * The text blocks of the content in reading order. A block inside another block (a paragraph in
 * a list item) is read as part of its outer block, and the bar's own controls (`exclude`) are
 * never read.
 */
export function collectTextBlocks(content: Element, exclude?: Element | null): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const element of content.querySelectorAll<HTMLElement>(BLOCK_SELECTOR)) {
    if (exclude?.contains(element)) continue;
    if (
      element.parentElement?.closest(BLOCK_SELECTOR) &&
      content.contains(element.parentElement.closest(BLOCK_SELECTOR))
    )
      continue;
    if (element.closest(SKIPPED_TEXT_PARENTS)) continue;
    const { text, positions } = spokenText(element);
    if (text) blocks.push(...splitLong({ element, text, positions }));
  }
  return blocks;
}

/** True when two block lists read the same elements with the same text. */
export function sameBlocks(a: readonly TextBlock[], b: readonly TextBlock[]): boolean {
  return (
    a.length === b.length &&
    a.every((block, i) => block.element === b[i]?.element && block.text === b[i]?.text)
  );
}
