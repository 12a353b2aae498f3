/** The 1-based line and column of the first `needle` in `source` (test helper). */
export function positionOf(
  source: string,
  needle: string,
  from = 0,
): { line: number; column: number } {
  const index = source.indexOf(needle, from);
  if (index === -1) throw new Error(`"${needle}" is not in the source`);
  const before = source.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}
