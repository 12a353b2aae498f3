import type { AnalysisContext } from '../analyse/context';
import type { AlertType } from '../directives';
import type { AlertIconName } from '../icons';
import type { ContainerDirectiveToken } from '../syntax/tokens';
import type { ConstructModel } from './model';
import {
  ALERT_ICON_NAMES,
  ALERT_TYPES,
  attributeValue,
  isAlertIconName,
  isFlagSet,
} from '../kits/core';

const DEFAULT_ALERT_ICONS: Record<AlertType, AlertIconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

function isAlertType(value: string): value is AlertType {
  return (ALERT_TYPES as readonly string[]).includes(value);
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
  const typeText = attributeValue(token, 'type') ?? 'info';
  let type: AlertType = 'info';
  if (isAlertType(typeText)) {
    type = typeText;
  } else {
    ctx.report(
      ctx.attributeOffset(token, 'type'),
      'warning',
      'bad-alert-type',
      `"${typeText}" is not an alert type; use ${ALERT_TYPES.join(', ')}. "info" is used.`,
    );
  }
  const iconText = attributeValue(token, 'icon');
  let icon = DEFAULT_ALERT_ICONS[type];
  if (iconText !== undefined) {
    if (isAlertIconName(iconText)) {
      icon = iconText;
    } else {
      ctx.report(
        ctx.attributeOffset(token, 'icon'),
        'warning',
        'unknown-icon',
        `"${iconText}" is not an alert icon; use one of ${ALERT_ICON_NAMES.join(', ')}.`,
      );
    }
  }
  return { kind: 'alert', type, icon, title: attributeValue(token, 'title')?.trim() ?? '' };
}
