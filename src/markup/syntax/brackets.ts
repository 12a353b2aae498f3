/** Longest `[label]` looked at; beyond it the bracket is taken as plain text. */
export const MAX_LABEL_LENGTH = 1000;

/**
 * Index of the `]` that closes the `[` at `text[start]`, honouring nested brackets and
 * backslash escapes, or -1. A blank line ends the search: labels never span paragraphs.
 */
export function findClosingBracket(text: string, start: number): number {
  const stop = Math.min(text.length, start + MAX_LABEL_LENGTH);
  let depth = 0;
  for (let i = start; i < stop; i++) {
    const ch = text[i];
    if (ch === '\\') {
      i += 1;
    } else if (ch === '[') {
      depth += 1;
    } else if (ch === ']') {
      depth -= 1;
      if (depth === 0) return i;
    } else if (ch === '\n' && text[i + 1] === '\n') {
      return -1;
    }
  }
  return -1;
}
