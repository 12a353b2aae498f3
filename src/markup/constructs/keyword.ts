import type { AnalysisContext } from '../analyse/context';
import type { TextDirectiveToken } from '../syntax/tokens';
import { attributeValue } from './attributeValues';
import type { ConstructModel } from './model';

const KEYWORD_ID = /^[\w-]{1,64}$/;

/** `:keyword[term]{id=3}`: a term whose definition the keyword popover shows. */
export function analyseKeyword(token: TextDirectiveToken, ctx: AnalysisContext): ConstructModel {
  const id = attributeValue(token, 'id')?.trim() ?? '';
  if (!KEYWORD_ID.test(id)) {
    const message = id
      ? `"${id}" is not a keyword id (letters, digits, - and _).`
      : 'This keyword has no id=….';
    ctx.report(
      id ? ctx.attributeOffset(token, 'id') : token.offset,
      'error',
      'bad-keyword',
      message,
    );
    return { kind: 'plain' };
  }
  if (token.label === null || !token.label.trim()) {
    ctx.report(
      token.offset,
      'error',
      'missing-label',
      'Put the keyword in brackets: :keyword[term]{id=…}.',
    );
    return { kind: 'problem', message: 'A keyword needs its term in brackets.' };
  }
  return { kind: 'keyword', id };
}
