import { MarkupLimitError, nodesFailure, type Budget } from '../limits';
import type { MarkupElement, MarkupNode } from '../types';

/** Containers whose whitespace-only text (marked's newlines between blocks) means nothing. */
const BLOCK_CONTAINERS = new Set([
  'div',
  'ol',
  'ul',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
]);
const WHITESPACE_ONLY = /^\s*$/;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * Copies sanitised DOM into plain data: the renderer never touches live DOM from content, and
 * two parses of the same source can be compared for equality.
 */
export function fragmentToTree(fragment: DocumentFragment, budget: Budget): MarkupNode[] {
  let elements = 0;
  const convert = (parent: Node, parentTag: string): MarkupNode[] => {
    const out: MarkupNode[] = [];
    const dropsWhitespace = parentTag === '' || BLOCK_CONTAINERS.has(parentTag);
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        const text = child.nodeValue ?? '';
        if (dropsWhitespace && WHITESPACE_ONLY.test(text)) continue;
        const last = out.at(-1);
        if (typeof last === 'string') out[out.length - 1] = last + text;
        else if (text) out.push(text);
        continue;
      }
      if (child.nodeType !== ELEMENT_NODE) continue;
      elements += 1;
      if (elements > budget.limits.maxNodes)
        throw new MarkupLimitError(nodesFailure(budget.limits));
      if (elements % 1000 === 0) budget.check();
      const element = child as Element;
      const attrs: Record<string, string> = {};
      for (const attribute of Array.from(element.attributes))
        attrs[attribute.name] = attribute.value;
      const tag = element.localName;
      const node: MarkupElement = { tag, attrs, children: convert(element, tag) };
      out.push(node);
    }
    return out;
  };
  return convert(fragment, '');
}
