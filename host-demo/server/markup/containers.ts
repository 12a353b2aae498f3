import { findClosingBrace } from './parseAttributes';

/**
 * Finds the container directives of content markup (`:::name{attrs}` … `:::`) by the grammar
 * of docs/markup.md, as the widgets' renderer reads them: a container opens with three or more
 * colons and ends at the first line of exactly as many colons; lines inside code samples are
 * code. Offsets point into the original text, so callers can cut it without re-writing it.
 */

export interface Line {
  /** The line without its line break. */
  text: string;
  /** Offset of the line's first character in the content. */
  start: number;
  /** Offset just after the line break (or the end of the content). */
  next: number;
}

export interface Container {
  name: string;
  /** Index of the opening line. */
  open: number;
  /** Index of the closing fence; null when the container runs to the end of its parent. */
  close: number | null;
  /** Index of the line after the body (the closing fence, or the parent's end). */
  bodyEnd: number;
  /** The attribute block's inner text and its offsets in the content; null when absent. */
  attributes: { source: string; start: number; end: number } | null;
  children: Container[];
}

/** Splits on LF, CRLF or CR, as the renderer's normalisation does. */
export function splitLines(content: string): Line[] {
  const lines: Line[] = [];
  const breaks = /\r\n|\r|\n/g;
  let start = 0;
  for (let match = breaks.exec(content); match; match = breaks.exec(content)) {
    lines.push({ text: content.slice(start, match.index), start, next: breaks.lastIndex });
    start = breaks.lastIndex;
  }
  lines.push({ text: content.slice(start), start, next: content.length });
  return lines;
}

const OPENER = /^ {0,3}(:{3,})([A-Za-z][\w-]*)/;
const FENCE_ONLY = /^ {0,3}(:{3,})[ \t]*$/;
const CODE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const CODE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** Follows Markdown code fences, so that directive-looking lines in a code sample stay code. */
class CodeFences {
  private open: string | null = null;

  consumes(line: string): boolean {
    if (this.open !== null) {
      const marker = CODE_CLOSE.exec(line)?.[1];
      if (marker && marker[0] === this.open[0] && marker.length >= this.open.length) {
        this.open = null;
      }
      return true;
    }
    const match = CODE_OPEN.exec(line);
    const marker = match?.[1];
    // A backtick fence's info string may not hold backticks: that line is inline code.
    if (!marker || (marker[0] === '`' && (match[2] ?? '').includes('`'))) return false;
    this.open = marker;
    return true;
  }
}

/** Index of the `]` closing the label at `text[open]`, honouring nesting and escapes, or -1. */
function findClosingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i += 1;
    else if (ch === '[') depth += 1;
    else if (ch === ']' && --depth === 0) return i;
  }
  return -1;
}

function readAttributes(line: Line, from: number): Container['attributes'] {
  let at = from;
  if (line.text[at] === '[') {
    const close = findClosingBracket(line.text, at);
    if (close !== -1) at = close + 1;
  }
  if (line.text[at] !== '{') return null;
  const close = findClosingBrace(line.text, at);
  if (close === -1) return null;
  return {
    source: line.text.slice(at + 1, close),
    start: line.start + at + 1,
    end: line.start + close,
  };
}

function findClose(lines: Line[], from: number, to: number, colons: number): number | null {
  const code = new CodeFences();
  for (let i = from; i < to; i++) {
    const text = lines[i]?.text ?? '';
    if (!code.consumes(text) && FENCE_ONLY.exec(text)?.[1]?.length === colons) return i;
  }
  return null;
}

/** The containers among lines `from` to `to` (exclusive), each with its nested ones. */
export function scanContainers(lines: Line[], from = 0, to = lines.length): Container[] {
  const found: Container[] = [];
  const code = new CodeFences();
  for (let i = from; i < to; i++) {
    const line = lines[i];
    if (!line || code.consumes(line.text)) continue;
    const head = OPENER.exec(line.text);
    if (!head) continue;
    const colons = head[1]?.length ?? 0;
    const close = findClose(lines, i + 1, to, colons);
    const bodyEnd = close ?? to;
    found.push({
      name: head[2] ?? '',
      open: i,
      close,
      bodyEnd,
      attributes: readAttributes(line, head[0].length),
      children: scanContainers(lines, i + 1, bodyEnd),
    });
    i = close ?? to;
  }
  return found;
}

/** Every container named `name`, at any depth, not looking inside the ones found. */
export function findContainers(containers: Container[], name: string): Container[] {
  return containers.flatMap((container) =>
    container.name === name ? [container] : findContainers(container.children, name),
  );
}
