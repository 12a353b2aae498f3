import type { AnalysisContext } from '../analyse/context';
import type { DirectiveToken } from '../syntax/tokens';
import type { ConstructModel } from './model';

/**
 * Where a diagnostic about an attribute points: at the attribute when something is written in
 * it, at the directive when it is missing or empty.
 */
export function offsetOfWritten(
  ctx: AnalysisContext,
  token: DirectiveToken,
  key: string,
  written: string | undefined,
): number {
  return written ? ctx.attributeOffset(token, key) : token.offset;
}

/**
 * A directive that cannot be shown: the author reads `message` as an error at `offset`, the
 * page shows the source as text marked with `shown` (by default the same words).
 */
export function refuseConstruct(
  ctx: Pick<AnalysisContext, 'report'>,
  offset: number,
  code: string,
  message: string,
  shown = message,
): ConstructModel {
  ctx.report(offset, 'error', code, message);
  return { kind: 'problem', message: shown };
}
