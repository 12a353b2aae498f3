import type { Token, Tokens } from 'marked';
import { childTokens, isMath, isTextDirective } from '../syntax/tokens';

/** The words a person reads in some tokens, without markup (for the question list). */
export function plainText(tokens: readonly Token[]): string {
  let out = '';
  for (const token of tokens) out += tokenText(token);
  return out;
}

function tokenText(token: Token): string {
  if (isMath(token)) return token.raw;
  if (isTextDirective(token)) return plainText(token.tokens);
  switch (token.type) {
    case 'paragraph':
    case 'heading':
      return `${plainText((token as Tokens.Paragraph).tokens)}\n`;
    case 'list':
      return (
        (token as Tokens.List).items.map((item) => plainText(item.tokens).trim()).join('\n') + '\n'
      );
    case 'code':
      return `${(token as Tokens.Code).text}\n`;
    case 'space':
    case 'hr':
    case 'def':
    case 'leafDirective':
    case 'strayFence':
      return '';
    case 'br':
      return '\n';
    case 'image':
      return (token as Tokens.Image).text;
    default: {
      const children = childTokens(token);
      if (children) return plainText(children);
      return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
    }
  }
}
