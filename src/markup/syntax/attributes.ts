/**
 * The attribute block of a directive: `{#id .class key=value key="quoted value" flag}`.
 */
export interface DirectiveAttributes {
  id: string | null;
  classes: string[];
  /** Attribute values by key; a bare flag such as `open` has the value ''. */
  values: Map<string, string>;
  /** Where each key (and '#' for the id) starts, relative to the opening brace. */
  positions: Map<string, number>;
}

export interface AttributeProblem {
  message: string;
  /** Relative to the opening brace. */
  offset: number;
}

export interface ParsedAttributes {
  attributes: DirectiveAttributes;
  /** Index just after the closing brace, relative to the opening brace. */
  length: number;
  problems: AttributeProblem[];
}

export function emptyAttributes(): DirectiveAttributes {
  return { id: null, classes: [], values: new Map(), positions: new Map() };
}

/** Longest attribute block looked at; beyond it the brace is taken as plain text. */
export const MAX_ATTRIBUTES_LENGTH = 2000;

const NAME = /[A-Za-z_][\w-]*/y;
const UNQUOTED_VALUE = /[^\s"'=<>`{}]+/y;
const SPACE = /\s+/y;

/** What `pattern` (sticky) matches at `at`; tested rather than executed, so no match is built. */
function readWith(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.test(text) ? text.slice(at, pattern.lastIndex) : null;
}

/**
 * Finds the closing brace of the block that opens at `text[start]`, skipping quoted values.
 * Returns -1 when there is none within the length limit (or an unmatched quote runs past it).
 */
export function findClosingBrace(text: string, start: number): number {
  const stop = Math.min(text.length, start + MAX_ATTRIBUTES_LENGTH);
  let quote: string | null = null;
  for (let i = start + 1; i < stop; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '}') {
      return i;
    } else if (ch === '{') {
      return -1;
    }
  }
  return -1;
}

/** One attribute of a block, or a problem found reading it; offsets relative to the `{`. */
type AttributeItem =
  | { kind: 'id'; name: string; at: number; end: number }
  | { kind: 'class'; name: string; at: number; end: number }
  | { kind: 'value'; key: string; value: string; at: number; end: number; problem?: string }
  | { kind: 'problem'; message: string; at: number };

/** Reads the attributes of the block from `text[start]` (its `{`) to `text[close]` (its `}`). */
function scanAttributes(text: string, start: number, close: number): AttributeItem[] {
  const items: AttributeItem[] = [];
  let i = start + 1;
  while (i < close) {
    SPACE.lastIndex = i;
    if (SPACE.test(text)) {
      i = SPACE.lastIndex;
      continue;
    }
    const at = i - start;
    const ch = text[i];
    if (ch === '#' || ch === '.') {
      const name = readWith(NAME, text, i + 1);
      if (!name) {
        items.push({ kind: 'problem', message: `"${ch}" must be followed by a name`, at });
        i += 1;
        continue;
      }
      i += 1 + name.length;
      const end = i - start;
      items.push(ch === '#' ? { kind: 'id', name, at, end } : { kind: 'class', name, at, end });
      continue;
    }
    const key = readWith(NAME, text, i);
    if (!key) {
      const junk = /\S+/y;
      const skipped = readWith(junk, text, i) ?? ch ?? '';
      const shown = skipped.length > 20 ? `${skipped.slice(0, 20)}…` : skipped;
      items.push({ kind: 'problem', message: `unexpected "${shown}" in the attributes`, at });
      i += Math.max(1, Math.min(skipped.length, close - i));
      continue;
    }
    i += key.length;
    if (text[i] !== '=') {
      items.push({ kind: 'value', key, value: '', at, end: i - start });
      continue;
    }
    i += 1;
    const quote = text[i];
    if (quote === '"' || quote === "'") {
      const end = text.indexOf(quote, i + 1);
      // findClosingBrace skipped quoted text, so a closing quote exists before `close`.
      items.push({ kind: 'value', key, value: text.slice(i + 1, end), at, end: end + 1 - start });
      i = end + 1;
      continue;
    }
    const value = readWith(UNQUOTED_VALUE, text, i);
    if (!value) {
      const problem = `attribute "${key}" has "=" but no value`;
      items.push({ kind: 'value', key, value: '', at, end: i - start, problem });
      continue;
    }
    i += value.length;
    items.push({ kind: 'value', key, value, at, end: i - start });
  }
  return items;
}

/**
 * Parses the block starting with `{` at `text[start]`. Returns null when the block is not
 * closed, so the caller can treat the brace as text.
 */
export function parseAttributes(text: string, start: number): ParsedAttributes | null {
  const close = findClosingBrace(text, start);
  if (close === -1) return null;
  const attributes = emptyAttributes();
  const problems: AttributeProblem[] = [];
  for (const item of scanAttributes(text, start, close)) {
    if (item.kind === 'problem') {
      problems.push({ message: item.message, offset: item.at });
    } else if (item.kind === 'class') {
      attributes.classes.push(item.name);
    } else if (item.kind === 'id') {
      if (attributes.id !== null) {
        problems.push({ message: 'the id is given twice; the last one is used', offset: item.at });
      }
      attributes.id = item.name;
      attributes.positions.set('#', item.at);
    } else {
      if (item.problem) problems.push({ message: item.problem, offset: item.at });
      else if (attributes.values.has(item.key)) {
        problems.push({
          message: `attribute "${item.key}" is given twice; the last one is used`,
          offset: item.at,
        });
      }
      attributes.values.set(item.key, item.value);
      attributes.positions.set(item.key, item.at);
    }
  }
  return { attributes, length: close - start + 1, problems };
}

/** Where each attribute of the block at `text[start]` stands, relative to its `{` (end exclusive). */
export interface AttributeSpan {
  /** The key of a value or flag, '#' for the id, '.' for a class. */
  key: string;
  start: number;
  end: number;
}

/** Every attribute of the block at `text[start]`, in order; [] when the block is not closed. */
export function attributeSpans(text: string, start: number): AttributeSpan[] {
  const close = findClosingBrace(text, start);
  if (close === -1) return [];
  return scanAttributes(text, start, close).flatMap((item) => {
    if (item.kind === 'problem') return [];
    const key = item.kind === 'value' ? item.key : item.kind === 'id' ? '#' : '.';
    return [{ key, start: item.at, end: item.end }];
  });
}
