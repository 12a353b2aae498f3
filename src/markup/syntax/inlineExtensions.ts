import type { TokenizerExtension, TokenizerThis, Token } from 'marked';
import type { Budget } from '../limits';
import { emptyAttributes, parseAttributes } from './attributes';
import { findClosingBracket } from './brackets';
import type { MathToken, TextDirectiveToken } from './tokens';

/** Directive names are at most this long, which bounds how far a start can be looked for. */
const MAX_NAME_LENGTH = 40;
const DIRECTIVE_NAME = new RegExp(`^:([A-Za-z][\\w-]{0,${MAX_NAME_LENGTH - 1}})`);
const DIRECTIVE_START = new RegExp(`:[A-Za-z][\\w-]{0,${MAX_NAME_LENGTH - 1}}[[{]`);
/**
 * marked asks where the next construct may start before every run of plain text, each time
 * for the whole rest of the paragraph. Looking only this far (and answering "not before
 * here") keeps long paragraphs linear; a directive is at most a name plus two characters
 * long before its bracket, so none can straddle the window's end unseen.
 */
const START_WINDOW = 512;

function nextStart(src: string, find: (window: string) => number): number {
  const window = src.slice(0, START_WINDOW + MAX_NAME_LENGTH + 2);
  const index = find(window);
  if (index !== -1) return index;
  return src.length > START_WINDOW ? START_WINDOW : -1;
}
const DISPLAY_MATH = /^\$\$(?!\$)((?:\\[\s\S]|[^\\])+?)\$\$/;
// Inline maths: no space just inside the dollars and no digit just after, so "$5 and $10" stays text.
const INLINE_MATH = /^\$(?![\s$])((?:\\[\s\S]|[^\\$\n]|\n(?!\n))+?)(?<!\s)\$(?!\d)/;
const MAX_MATH_LENGTH = 20_000;

/** The character just before the current position, from the tokens lexed so far. */
function previousCharacter(tokens: Token[]): string {
  return tokens.at(-1)?.raw.at(-1) ?? '';
}

/**
 * `:name[label]{attrs}` inside text. A colon right after a letter, digit or colon is text
 * ("std::map{", "10:30") so that ordinary prose never turns into a directive.
 */
function textDirectiveTokenizer(budget: Budget) {
  let depth = 0;
  return function tokenizer(
    this: TokenizerThis,
    src: string,
    tokens: Token[],
  ): TextDirectiveToken | undefined {
    const head = DIRECTIVE_NAME.exec(src);
    if (!head || /[\w:]/.test(previousCharacter(tokens))) return undefined;
    const name = head[1] ?? '';
    let i = head[0].length;
    let label: string | null = null;
    if (src[i] === '[') {
      const close = findClosingBracket(src, i);
      if (close === -1) return undefined;
      label = src.slice(i + 1, close);
      i = close + 1;
    }
    const parsed = src[i] === '{' ? parseAttributes(src, i) : null;
    if (label === null && !parsed) return undefined;
    const attributesStart = parsed ? i : -1;
    if (parsed) i += parsed.length;
    depth += 1;
    try {
      budget.checkDepth(depth);
      const token: TextDirectiveToken = {
        type: 'textDirective',
        raw: src.slice(0, i),
        offset: -1,
        name,
        label,
        attributes: parsed ? parsed.attributes : emptyAttributes(),
        attributeProblems: parsed ? parsed.problems : [],
        attributesStart,
        tokens: label === null ? [] : this.lexer.inlineTokens(label),
      };
      return token;
    } finally {
      depth -= 1;
    }
  };
}

/** `$…$` (inline) and `$$…$$` (display) maths, at the start of `src`. */
function mathToken(src: string): MathToken | undefined {
  const window = src.slice(0, MAX_MATH_LENGTH);
  const display = DISPLAY_MATH.exec(window);
  const match = display ?? INLINE_MATH.exec(window);
  if (!match) return undefined;
  return { type: 'math', raw: match[0], tex: (match[1] ?? '').trim(), display: display !== null };
}

/** Where a text directive or maths may start: a colon before a name and bracket, or a dollar. */
const CONSTRUCT_START = new RegExp(`${DIRECTIVE_START.source}|\\$`);

/**
 * The inline constructs, `:name[label]{attrs}` and maths, as one extension: marked calls
 * each inline extension (and its start) at every position of every run, with an object made
 * for the call, so one extension costs half as much as two.
 */
export function inlineConstructsExtension(budget: Budget): TokenizerExtension {
  const textDirective = textDirectiveTokenizer(budget);
  return {
    name: 'inlineConstruct',
    level: 'inline',
    start(src) {
      const index = nextStart(src, (window) => CONSTRUCT_START.exec(window)?.index ?? -1);
      return index === -1 ? undefined : index;
    },
    tokenizer(this: TokenizerThis, src: string, tokens: Token[]) {
      budget.check();
      const first = src[0];
      if (first !== ':' && first !== '$') return undefined;
      return first === '$' ? mathToken(src) : textDirective.call(this, src, tokens);
    },
  };
}

/** Gives marked a chance to stop at the start of a block so the time budget is honoured. */
export function budgetCheckExtension(budget: Budget): TokenizerExtension {
  return {
    name: 'budgetCheck',
    level: 'block',
    tokenizer() {
      budget.check();
      return undefined;
    },
  };
}

// Each part is length-bounded so that masking stays linear on adversarial text.
const MASKED_SPANS =
  /\$\$(?:\\[\s\S]|[^\\]){1,20000}?\$\$|\$(?![\s$])(?:\\.|[^\\$\n]){1,5000}?\$|:[A-Za-z][\w-]{0,39}(?:\[[^\]\n]{0,1000}\])?\{[^}\n]{0,2000}\}/g;

/**
 * Hides maths and directive labels/attributes from marked's emphasis matching, so that a `*`
 * or `_` inside `$a_1 * b$` or `{id=a_b}` never pairs with one outside. The mask keeps every
 * length unchanged, as marked requires.
 */
export function maskEmphasisInConstructs(src: string): string {
  if (!src.includes('$') && !src.includes(':')) return src;
  return src.replace(MASKED_SPANS, (span) => span[0] + 'a'.repeat(span.length - 2) + span.at(-1));
}
