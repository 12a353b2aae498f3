import type { Lexer, Token } from 'marked';
import type { Budget } from '../limits';
import { CodeFenceTracker } from './codeFences';
import { fenceOnlyColons, readDirectiveLine, type DirectiveLine } from './directiveLine';
import type { ContainerDirectiveToken, LeafDirectiveToken, StrayFenceToken } from './tokens';

export interface BlockScanContext {
  lexer: Lexer;
  budget: Budget;
  /** Source offset of each top-level Markdown token, for locating problems later. */
  offsets: Map<Token, number>;
}

interface Line {
  text: string;
  start: number;
  /** Index after the line's newline (or the end of the text). */
  next: number;
}

/** The white space `trimStart` takes off, within one line. */
const LEADING_SPACE = /[^\S\n]*/y;

/**
 * Whether the line at `start` may matter to the scan: only a line whose first visible
 * character is a colon (a directive or fence) or a backtick or tilde (a code fence) can.
 * Checked before the line is cut out, since most lines of a long lesson are plain text.
 */
function mayMatter(text: string, start: number): boolean {
  LEADING_SPACE.lastIndex = start;
  LEADING_SPACE.test(text);
  const first = text[LEADING_SPACE.lastIndex];
  return first === ':' || first === '`' || first === '~';
}

/** Index after the newline of the line at `start` (or the end of the text). */
function nextLine(text: string, start: number): number {
  const newline = text.indexOf('\n', start);
  return newline === -1 ? text.length : newline + 1;
}

function lineAt(text: string, start: number): Line {
  const newline = text.indexOf('\n', start);
  const end = newline === -1 ? text.length : newline;
  return { text: text.slice(start, end), start, next: newline === -1 ? text.length : newline + 1 };
}

/** Finds the fence of exactly `colons` colons that closes a container, skipping code samples. */
function findClosingFence(text: string, from: number, colons: number): Line | null {
  const code = new CodeFenceTracker();
  for (let pos = from; pos < text.length;) {
    if (!mayMatter(text, pos)) {
      pos = nextLine(text, pos);
      continue;
    }
    const line = lineAt(text, pos);
    if (!code.consumes(line.text) && fenceOnlyColons(line.text) === colons) return line;
    pos = line.next;
  }
  return null;
}

type LineFields = Pick<
  LeafDirectiveToken,
  'name' | 'label' | 'attributes' | 'attributeProblems' | 'offset' | 'attributesOffset' | 'trailing'
>;

/** What a container's opening line and a leaf directive's line say alike, placed in the source. */
function lineFields(line: Line, head: DirectiveLine, base: number): LineFields {
  const offset = base + line.start;
  return {
    name: head.name,
    label: head.label,
    attributes: head.attributes,
    attributeProblems: head.attributeProblems,
    offset,
    attributesOffset: head.attributesIndex === -1 ? -1 : offset + head.attributesIndex,
    trailing: head.trailing
      ? { offset: offset + head.trailing.index, text: head.trailing.text }
      : null,
  };
}

/**
 * Splits `text` into block directives and the Markdown between them, and lexes the Markdown
 * with marked. Directive lines always start a new block: they end an open paragraph or list,
 * which is what authors expect from a line that begins with colons.
 */
export function lexBlocks(
  text: string,
  base: number,
  ctx: BlockScanContext,
  depth: number,
): Token[] {
  ctx.budget.checkDepth(depth);
  const tokens: Token[] = [];
  let markdownStart = 0;
  const flushMarkdown = (end: number) => {
    if (end <= markdownStart) return;
    const markdown = text.slice(markdownStart, end);
    let offset = base + markdownStart;
    for (const token of ctx.lexer.blockTokens(markdown, [])) {
      ctx.offsets.set(token, offset);
      offset += token.raw.length;
      tokens.push(token);
    }
  };

  const code = new CodeFenceTracker();
  let pos = 0;
  while (pos < text.length) {
    ctx.budget.check();
    if (!mayMatter(text, pos)) {
      pos = nextLine(text, pos);
      continue;
    }
    const line = lineAt(text, pos);
    if (code.consumes(line.text) || !line.text.trimStart().startsWith(':')) {
      pos = line.next;
      continue;
    }
    const head = readDirectiveLine(line.text);
    if (head && head.colons >= 3) {
      flushMarkdown(line.start);
      const close = findClosingFence(text, line.next, head.colons);
      const bodyEnd = close ? close.start : text.length;
      const end = close ? close.next : text.length;
      const body = text.slice(line.next, bodyEnd);
      const token: ContainerDirectiveToken = {
        type: 'containerDirective',
        raw: text.slice(line.start, end),
        ...lineFields(line, head, base),
        colons: head.colons,
        body,
        closed: close !== null,
        tokens: lexBlocks(body, base + line.next, ctx, depth + 1),
      };
      tokens.push(token);
      pos = markdownStart = end;
      continue;
    }
    if (head) {
      flushMarkdown(line.start);
      const token: LeafDirectiveToken = {
        type: 'leafDirective',
        raw: text.slice(line.start, line.next),
        ...lineFields(line, head, base),
      };
      tokens.push(token);
      pos = markdownStart = line.next;
      continue;
    }
    if (fenceOnlyColons(line.text) > 0) {
      flushMarkdown(line.start);
      const token: StrayFenceToken = {
        type: 'strayFence',
        raw: text.slice(line.start, line.next),
        offset: base + line.start,
      };
      tokens.push(token);
      pos = markdownStart = line.next;
      continue;
    }
    pos = line.next;
  }
  flushMarkdown(text.length);
  return tokens;
}
