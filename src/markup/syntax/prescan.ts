/**
 * A quick upper estimate of how deeply quotes and lists nest, from line prefixes alone. marked
 * re-reads nested quotes and lists once per level, so thousands of levels take seconds before
 * any of our own checks could run; this lets such input be refused up front.
 */
export function estimateNesting(source: string): number {
  let deepest = 0;
  let lineStart = 0;
  while (lineStart <= source.length) {
    const newline = source.indexOf('\n', lineStart);
    const end = newline === -1 ? source.length : newline;
    let depth = 0;
    let indent = 0;
    let i = lineStart;
    while (i < end) {
      const ch = source[i];
      const next = source[i + 1];
      if (ch === ' ') indent += 1;
      else if (ch === '\t') indent += 4;
      else if (ch === '>') depth += 1;
      else if ((ch === '-' || ch === '+' || ch === '*') && (next === ' ' || next === '\t'))
        depth += 1;
      else if (ch !== undefined && ch >= '0' && ch <= '9') {
        let j = i;
        while (j < end && (source[j] ?? '') >= '0' && (source[j] ?? '') <= '9') j += 1;
        if (
          (source[j] === '.' || source[j] === ')') &&
          (source[j + 1] === ' ' || source[j + 1] === '\t')
        ) {
          depth += 1;
          i = j;
        } else break;
      } else break;
      i += 1;
    }
    deepest = Math.max(deepest, depth + Math.floor(indent / 2));
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  return deepest;
}
