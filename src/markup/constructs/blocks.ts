import type { AnalysisContext } from '../analyse/context';
import type { AlertType } from '../directives';
import type { AlertIconName } from '../icons';
import type { ContainerDirectiveToken } from '../syntax/tokens';
import type { ConstructModel } from './model';
import { isOneOf } from '../../typeGuards/isOneOf';
import { ALERT_ICON_NAMES, ALERT_TYPES, attributeValue, isFlagSet } from '../kits/core';

const DEFAULT_ALERT_ICONS: Record<AlertType, AlertIconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/**
 * An attribute that must be one of a fixed list: its value when it is, otherwise a warning at
 * the attribute and undefined (the caller's default is used). Undefined too when not written.
 */
function readChoice<T extends string>(
  token: ContainerDirectiveToken,
  ctx: AnalysisContext,
  key: string,
  values: readonly T[],
  code: string,
  describe: (written: string) => string,
): T | undefined {
  const written = attributeValue(token, key);
  if (written === undefined || isOneOf(values, written)) return written;
  ctx.report(ctx.attributeOffset(token, key), 'warning', code, describe(written));
  return undefined;
}

/**
 * `:::accordion{title="…" open}`. It starts open with the `open` flag or when its style says
 * "accordion open" (spec section 4).
 */
export function analyseAccordion(
  token: ContainerDirectiveToken,
  ctx: AnalysisContext,
): ConstructModel {
  const style = attributeValue(token, 'style');
  const styleOpen = style !== undefined && /\bopen\b/i.test(style);
  if (style !== undefined && !/^\s*accordion(\s+open)?\s*$/i.test(style)) {
    ctx.report(
      ctx.attributeOffset(token, 'style'),
      'warning',
      'bad-accordion-style',
      `Accordion style "${style}" is not "accordion" or "accordion open".`,
    );
  }
  const title = attributeValue(token, 'title')?.trim() ?? '';
  if (!title) {
    ctx.report(
      token.offset,
      'warning',
      'missing-title',
      'This accordion has no title="…"; "Details" is shown.',
    );
  }
  return {
    kind: 'accordion',
    title: title || 'Details',
    open: isFlagSet(token, 'open') || styleOpen,
    index: ctx.nextIndex('accordion'),
  };
}

/** `:::alert{type=info icon=lightbulb title="…"}` */
export function analyseAlert(token: ContainerDirectiveToken, ctx: AnalysisContext): ConstructModel {
  const describeType = (written: string) =>
    `"${written}" is not an alert type; use ${ALERT_TYPES.join(', ')}. "info" is used.`;
  const type =
    readChoice(token, ctx, 'type', ALERT_TYPES, 'bad-alert-type', describeType) ?? 'info';
  const describeIcon = (written: string) =>
    `"${written}" is not an alert icon; use one of ${ALERT_ICON_NAMES.join(', ')}.`;
  const icon =
    readChoice(token, ctx, 'icon', ALERT_ICON_NAMES, 'unknown-icon', describeIcon) ??
    DEFAULT_ALERT_ICONS[type];
  return { kind: 'alert', type, icon, title: attributeValue(token, 'title')?.trim() ?? '' };
}
