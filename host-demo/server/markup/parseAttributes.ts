/**
 * Reads a directive's attribute block, the text between `{` and `}`:
 * `#id .class key=value key="quoted value" key='quoted' flag`, by the grammar of
 * docs/markup.md "Attributes" (the widgets' renderer reads it the same way).
 */
export interface DirectiveAttributes {
  id?: string;
  classes: string[];
  values: Record<string, string>;
}

/** One attribute with where it stands in the block's source (end exclusive). */
export interface AttributeToken {
  kind: 'id' | 'class' | 'value';
  /** The id or class name, or the key of a `key=value` or of a flag. */
  name: string;
  /** The value without its quotes; '' for a flag, an id or a class. */
  value: string;
  start: number;
  end: number;
}

const NAME = /[A-Za-z_][\w-]*/y;
const UNQUOTED_VALUE = /[^\s"'=<>`{}]+/y;
const SPACE = /\s+/y;
const JUNK = /\S+/y;

function readAt(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? '';
}

/** Reads the value after `=` at `at`: quoted (quotes kept out of the value) or bare. */
function readValue(source: string, at: number): { value: string; end: number } {
  const quote = source[at];
  if (quote === '"' || quote === "'") {
    const close = source.indexOf(quote, at + 1);
    const end = close === -1 ? source.length : close;
    return { value: source.slice(at + 1, end), end: Math.min(source.length, end + 1) };
  }
  const bare = readAt(UNQUOTED_VALUE, source, at);
  return { value: bare, end: at + bare.length };
}

export function tokenizeAttributes(source: string): AttributeToken[] {
  const tokens: AttributeToken[] = [];
  let i = 0;
  while (i < source.length) {
    const space = readAt(SPACE, source, i);
    if (space) {
      i += space.length;
      continue;
    }
    const start = i;
    const sigil = source[i];
    if (sigil === '#' || sigil === '.') {
      const name = readAt(NAME, source, i + 1);
      i += 1 + name.length;
      if (name)
        tokens.push({ kind: sigil === '#' ? 'id' : 'class', name, value: '', start, end: i });
      continue;
    }
    const key = readAt(NAME, source, i);
    if (!key) {
      // Not an attribute: skip the word, as the renderer does (it reports it).
      i += Math.max(1, readAt(JUNK, source, i).length);
      continue;
    }
    i += key.length;
    let value = '';
    if (source[i] === '=') {
      const read = readValue(source, i + 1);
      value = read.value;
      i = read.end;
    }
    tokens.push({ kind: 'value', name: key, value, start, end: i });
  }
  return tokens;
}

export function parseAttributes(source: string): DirectiveAttributes {
  const result: DirectiveAttributes = { classes: [], values: {} };
  for (const token of tokenizeAttributes(source)) {
    if (token.kind === 'id') result.id = token.name;
    else if (token.kind === 'class') result.classes.push(token.name);
    else result.values[token.name] = token.value;
  }
  return result;
}

/**
 * Index of the `}` closing the block that opens at `text[open]`, skipping quoted values; -1
 * when the line has none (the brace is then plain text).
 */
export function findClosingBrace(text: string, open: number): number {
  let quote: string | null = null;
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '}') return i;
    else if (ch === '{') return -1;
  }
  return -1;
}
