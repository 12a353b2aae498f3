import { Lexer, Marked, type MarkedOptions, type Token } from 'marked';
import type { Budget } from '../limits';
import { lexBlocks } from './blockScanner';
import {
  budgetCheckExtension,
  maskEmphasisInConstructs,
  mathExtension,
  textDirectiveExtension,
} from './inlineExtensions';

export interface LexResult {
  tokens: Token[];
  /** Source offsets of the top-level Markdown tokens of every block run. */
  offsets: WeakMap<Token, number>;
}

/** marked's options for one parse: GFM, the inline extensions and the emphasis mask. */
export function markupMarkedOptions(budget: Budget): MarkedOptions {
  // A private Marked instance: the page-wide `marked` default is left as other code expects it.
  const instance = new Marked({
    gfm: true,
    extensions: [
      budgetCheckExtension(budget),
      textDirectiveExtension(budget),
      mathExtension(budget),
    ],
    hooks: { emStrongMask: maskEmphasisInConstructs },
  });
  return instance.defaults;
}

/** Tokenizes a whole source: block directives, Markdown blocks, then every inline run. */
export function lexMarkup(source: string, budget: Budget): LexResult {
  const lexer = new Lexer(markupMarkedOptions(budget));
  const offsets = new WeakMap<Token, number>();
  const tokens = lexBlocks(source, 0, { lexer, budget, offsets }, 0);
  // marked defers inline lexing until every block (and every link definition) is known.
  for (const pending of lexer.inlineQueue) lexer.inlineTokens(pending.src, pending.tokens);
  lexer.inlineQueue = [];
  return { tokens, offsets };
}
