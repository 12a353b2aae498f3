import type { Token } from 'marked';

/** Formatting tags an author may type as HTML, without attributes; everything else is text. */
export const AUTHOR_TAGS = [
  'b',
  'i',
  'em',
  'strong',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'kbd',
  'small',
];
const PAIRED_TAGS = new Set(AUTHOR_TAGS);
const SIMPLE_TAG = /^<(\/?)([a-z]+)>$/i;
const LINE_BREAK = /^<br\s*\/?>$/i;

/**
 * Picks the inline HTML tokens of one run that may stay HTML: a line break, or an
 * attribute-free formatting tag whose partner is in the same run. An unmatched tag would be
 * swallowed by the browser's parser, so it is shown as text instead, like any unknown tag.
 */
export function findAllowedInlineHtml(tokens: readonly Token[], allowed: WeakSet<Token>): void {
  const open: { name: string; token: Token }[] = [];
  for (const token of tokens) {
    if (token.type !== 'html') continue;
    const text = token.raw;
    if (LINE_BREAK.test(text)) {
      allowed.add(token);
      continue;
    }
    const match = SIMPLE_TAG.exec(text);
    const name = match?.[2]?.toLowerCase();
    if (!match || !name || !PAIRED_TAGS.has(name)) continue;
    if (!match[1]) {
      open.push({ name, token });
      continue;
    }
    const partner = open.findLastIndex((entry) => entry.name === name);
    if (partner === -1) continue;
    // Tags opened after the partner are left unclosed: they stay text.
    const opener = open[partner];
    open.length = partner;
    if (opener) {
      allowed.add(opener.token);
      allowed.add(token);
    }
  }
}
