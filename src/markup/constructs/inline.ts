import type { AnalysisContext } from '../analyse/context';
import { normaliseColor } from '../colors';
import type { TextDirectiveToken } from '../syntax/tokens';
import type { ConstructModel } from './model';
import { offsetOfWritten, refuseConstruct } from './problem';
import { ICON_NAMES, attributeValue, isIconName } from '../kits/core';

/** `:color[text]{c=#1d4f91}`: anything but a six-digit hex or a colour name is refused. */
export function analyseColor(token: TextDirectiveToken, ctx: AnalysisContext): ConstructModel {
  const written = attributeValue(token, 'c');
  const color = written === undefined ? null : normaliseColor(written);
  if (color === null) {
    ctx.report(
      written === undefined ? token.offset : ctx.attributeOffset(token, 'c'),
      'error',
      'bad-color',
      written === undefined
        ? 'This colour has no c=…: give a six-digit hex value (#1d4f91) or a colour name.'
        : `"${written}" is not a colour: use a six-digit hex value (#1d4f91) or a colour name; ` +
            'the text is shown uncoloured.',
    );
  }
  if (token.label === null) {
    ctx.report(
      token.offset,
      'warning',
      'missing-label',
      'Put the coloured text in brackets: :color[text]{c=…}.',
    );
  }
  return { kind: 'color', color };
}

/** `:icon{name=star}` from the fixed set. */
export function analyseIcon(token: TextDirectiveToken, ctx: AnalysisContext): ConstructModel {
  const name = attributeValue(token, 'name') ?? '';
  if (!isIconName(name)) {
    const message = name
      ? `"${name}" is not an icon; use one of ${ICON_NAMES.join(', ')}.`
      : `This icon has no name=… (one of ${ICON_NAMES.join(', ')}).`;
    return refuseConstruct(ctx, offsetOfWritten(ctx, token, 'name', name), 'unknown-icon', message);
  }
  return { kind: 'icon', name };
}

/** `:partner-icon{value=…}`: resolved at display time, on the partner site only. */
export function analysePartnerIcon(
  token: TextDirectiveToken,
  ctx: AnalysisContext,
): ConstructModel {
  const value = attributeValue(token, 'value')?.trim() ?? '';
  if (!value) {
    return refuseConstruct(
      ctx,
      token.offset,
      'bad-partner-icon',
      'This partner icon has no value=….',
    );
  }
  return { kind: 'partnerIcon', value };
}
