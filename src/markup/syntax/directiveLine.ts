import { emptyAttributes, parseAttributes, type ParsedAttributes } from './attributes';
import { findClosingBracket } from './brackets';

/** The opening line of a block directive, read into its parts. */
export interface DirectiveLine {
  colons: number;
  name: string;
  label: string | null;
  attributes: ParsedAttributes['attributes'];
  attributeProblems: ParsedAttributes['problems'];
  /** Index of the `{` within the line, or -1. */
  attributesIndex: number;
  /** Anything left after the attributes: index within the line and the text. */
  trailing: { index: number; text: string } | null;
}

const OPENER = /^( {0,3})(:{2,})([A-Za-z][\w-]*)/;
const FENCE_ONLY = /^ {0,3}(:{3,})[ \t]*$/;

/** Reads `:::name[label]{attrs}` or `::name[label]{attrs}`; null when the line is neither. */
export function readDirectiveLine(line: string): DirectiveLine | null {
  const match = OPENER.exec(line);
  if (!match) return null;
  const colons = (match[2] ?? '').length;
  const name = match[3] ?? '';
  let i = match[0].length;
  let label: string | null = null;
  if (line[i] === '[') {
    const close = findClosingBracket(line, i);
    if (close !== -1) {
      label = line.slice(i + 1, close);
      i = close + 1;
    }
  }
  const parsed = line[i] === '{' ? parseAttributes(line, i) : null;
  const attributes = parsed ? parsed.attributes : emptyAttributes();
  const attributeProblems: DirectiveLine['attributeProblems'] = parsed ? parsed.problems : [];
  const attributesIndex = parsed ? i : -1;
  if (parsed) i += parsed.length;
  const rest = line.slice(i);
  const trimmed = rest.trim();
  const trailing = trimmed ? { index: i + rest.indexOf(trimmed), text: trimmed } : null;
  return { colons, name, label, attributes, attributeProblems, attributesIndex, trailing };
}

/** The number of colons when `line` is only a fence (`:::`), else 0. */
export function fenceOnlyColons(line: string): number {
  return FENCE_ONLY.exec(line)?.[1]?.length ?? 0;
}
