import { Lexer, Marked, type MarkedOptions, type Token } from 'marked';
import type { Budget } from '../limits';
import { lexBlocks } from './blockScanner';
import {
  budgetCheckExtension,
  inlineConstructsExtension,
  maskEmphasisInConstructs,
} from './inlineExtensions';

export interface LexResult {
  tokens: Token[];
  /** Source offsets of the top-level Markdown tokens of every block run. */
  offsets: Map<Token, number>;
}

/** marked's options for one parse: GFM, the inline extensions and the emphasis mask. */
export function markupMarkedOptions(budget: Budget): MarkedOptions {
  // A private Marked instance: the page-wide `marked` default is left as other code expects it.
  const instance = new Marked({
    gfm: true,
    extensions: [budgetCheckExtension(budget), inlineConstructsExtension(budget)],
    hooks: { emStrongMask: maskEmphasisInConstructs },
  });
  return instance.defaults;
}

/** The emphasis delimiters, and what the emphasis mask hides from them (maths, directives). */
const EMPHASIS = /[*_~]/;
const MASKED = /[$:]/;

/**
 * Tokenizes a whole source: block directives, Markdown blocks, then every inline run.
 *
 * The emphasis mask is set only for the runs it can change (an emphasis delimiter and maths or
 * a directive in the same run). While a mask hook is set, marked works out its whole masked
 * copy of every inline run, even of a run without a delimiter, which never reads it: about a
 * fifth of the lexing of a large lesson. Inline runs lexed outside this loop (nested ones
 * included) keep the mask.
 */
export function lexMarkup(source: string, budget: Budget): LexResult {
  const options = markupMarkedOptions(budget);
  const lexer = new Lexer(options);
  const offsets = new Map<Token, number>();
  const tokens = lexBlocks(source, 0, { lexer, budget, offsets }, 0);
  const hooks = options.hooks as { emStrongMask?: unknown } | null | undefined;
  const mask = hooks?.emStrongMask;
  try {
    // marked defers inline lexing until every block (and every link definition) is known.
    for (const pending of lexer.inlineQueue) {
      if (hooks) {
        const needed = EMPHASIS.test(pending.src) && MASKED.test(pending.src);
        hooks.emStrongMask = needed ? mask : undefined;
      }
      lexer.inlineTokens(pending.src, pending.tokens);
    }
  } finally {
    if (hooks) hooks.emStrongMask = mask;
  }
  lexer.inlineQueue = [];
  return { tokens, offsets };
}
