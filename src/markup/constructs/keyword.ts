import type { AnalysisContext } from '../analyse/context';
import type { TextDirectiveToken } from '../syntax/tokens';
import { attributeValue } from './attributeValues';
import type { ConstructModel } from './model';
import { offsetOfWritten, refuseConstruct } from './problem';

const KEYWORD_ID = /^[\w-]{1,64}$/;

/** `:keyword[term]{id=3}`: a term whose definition the keyword popover shows. */
export function analyseKeyword(token: TextDirectiveToken, ctx: AnalysisContext): ConstructModel {
  const id = attributeValue(token, 'id')?.trim() ?? '';
  if (!KEYWORD_ID.test(id)) {
    const message = id
      ? `"${id}" is not a keyword id (letters, digits, - and _).`
      : 'This keyword has no id=….';
    ctx.report(offsetOfWritten(ctx, token, 'id', id), 'error', 'bad-keyword', message);
    return { kind: 'plain' };
  }
  if (token.label === null || !token.label.trim()) {
    return refuseConstruct(
      ctx,
      token.offset,
      'missing-label',
      'Put the keyword in brackets: :keyword[term]{id=…}.',
      'A keyword needs its term in brackets.',
    );
  }
  return { kind: 'keyword', id };
}
