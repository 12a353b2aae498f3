/**
 * The source as the parse reads it: LF line endings and no byte-order mark, so that columns
 * match what an editor shows. Offsets found by a parse point into this text.
 */
export function normaliseSource(source: string): string {
  return source.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, '');
}

/**
 * Maps offsets in the normalised text back to `source`, for work that must leave the original
 * as written (questions/redactKeys.ts): a CRLF read as one LF, a byte-order mark dropped.
 */
export function originalOffsets(source: string): (offset: number) => number {
  const shift = source.startsWith('\uFEFF') ? 1 : 0;
  // Normalised offsets of the LFs that stand for a CRLF, in order.
  const collapsed: number[] = [];
  let removed = 0;
  for (let i = shift; i < source.length; i++) {
    if (source[i] === '\r' && source[i + 1] === '\n') {
      collapsed.push(i - shift - removed);
      removed += 1;
      i += 1;
    }
  }
  return (offset) => {
    let low = 0;
    let high = collapsed.length;
    // How many collapsed CRLFs lie wholly before `offset`.
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((collapsed[middle] ?? 0) < offset) low = middle + 1;
      else high = middle;
    }
    return offset + shift + low;
  };
}
