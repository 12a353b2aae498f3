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

/**
 * Parses the block starting with `{` at `text[start]`. Returns null when the block is not
 * closed, so the caller can treat the brace as text.
 */
export function parseAttributes(text: string, start: number): ParsedAttributes | null {
  const close = findClosingBrace(text, start);
  if (close === -1) return null;
  const attributes = emptyAttributes();
  const problems: AttributeProblem[] = [];
  const set = (key: string, value: string, at: number) => {
    if (attributes.values.has(key)) {
      problems.push({
        message: `attribute "${key}" is given twice; the last one is used`,
        offset: at,
      });
    }
    attributes.values.set(key, value);
    attributes.positions.set(key, at);
  };

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
        problems.push({ message: `"${ch}" must be followed by a name`, offset: at });
        i += 1;
        continue;
      }
      if (ch === '#') {
        if (attributes.id !== null) {
          problems.push({ message: 'the id is given twice; the last one is used', offset: at });
        }
        attributes.id = name;
        attributes.positions.set('#', at);
      } else {
        attributes.classes.push(name);
      }
      i += 1 + name.length;
      continue;
    }
    const key = readWith(NAME, text, i);
    if (!key) {
      const junk = /\S+/y;
      const skipped = readWith(junk, text, i) ?? ch ?? '';
      const shown = skipped.length > 20 ? `${skipped.slice(0, 20)}…` : skipped;
      problems.push({ message: `unexpected "${shown}" in the attributes`, offset: at });
      i += Math.max(1, Math.min(skipped.length, close - i));
      continue;
    }
    i += key.length;
    if (text[i] !== '=') {
      set(key, '', at);
      continue;
    }
    i += 1;
    const quote = text[i];
    if (quote === '"' || quote === "'") {
      const end = text.indexOf(quote, i + 1);
      // findClosingBrace skipped quoted text, so a closing quote exists before `close`.
      set(key, text.slice(i + 1, end), at);
      i = end + 1;
      continue;
    }
    const value = readWith(UNQUOTED_VALUE, text, i);
    if (!value) {
      problems.push({ message: `attribute "${key}" has "=" but no value`, offset: at });
      set(key, '', at);
      continue;
    }
    set(key, value, at);
    i += value.length;
  }
  return { attributes, length: close - start + 1, problems };
}
