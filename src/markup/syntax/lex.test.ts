import type { Token } from 'marked';
import { Budget, DEFAULT_LIMITS } from '../limits';
import { lexMarkup } from './lex';

/** Every token of a kind, depth first, with the source of each. */
function tokensOf(source: string, type: string): Token[] {
  const found: Token[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === type) found.push(token);
      if ('tokens' in token && Array.isArray(token.tokens)) walk(token.tokens as Token[]);
    }
  };
  walk(lexMarkup(source, new Budget(DEFAULT_LIMITS)).tokens);
  return found;
}

describe('emphasis around maths and directives', () => {
  it('a delimiter inside maths never pairs with one outside', () => {
    const [em, ...more] = tokensOf('Take *the sum $a*b$ of both* now.', 'em');
    expect(more).toHaveLength(0);
    expect(em?.raw).toBe('*the sum $a*b$ of both*');
    expect(tokensOf('Take *the sum $a*b$ of both* now.', 'math')).toHaveLength(1);
  });

  it("a delimiter inside a directive's label or attributes never pairs with one outside", () => {
    const source = 'An _old :keyword[snake_case]{id=a_b} word_ here.';
    const [em, ...more] = tokensOf(source, 'em');
    expect(more).toHaveLength(0);
    expect(em?.raw).toBe('_old :keyword[snake_case]{id=a_b} word_');
  });

  it('runs with no maths or directive, or no delimiter, read emphasis as plain Markdown does', () => {
    const source = [
      'A plain *word* here.',
      '',
      'Time: 10:30, no emphasis.',
      '',
      '$x$ and **bold**.',
    ].join('\n');
    expect(tokensOf(source, 'em').map((token) => token.raw)).toEqual(['*word*']);
    expect(tokensOf(source, 'strong').map((token) => token.raw)).toEqual(['**bold**']);
    expect(tokensOf(source, 'math')).toHaveLength(1);
  });
});
