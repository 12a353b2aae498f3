import { alpha } from '../../theme/colors';
import { rules } from '../../theme/css';
import { FOCUS_RING, tokens } from '../../theme/tokens';

/**
 * The kit's buttons (Button, LinkButton, IconButton) as MUI draws its text, outlined and
 * contained buttons, in each of the theme's colours; part of the kit's sheet (kitStyles.ts).
 */
const { palette, typography, shape, shadows } = tokens;

export const BUTTON_COLORS = ['primary', 'secondary', 'error', 'success', 'inherit'] as const;
export type ButtonColor = (typeof BUTTON_COLORS)[number];

function buttonColor(color: ButtonColor): string {
  const scope = `.courses-button[data-color="${color}"]`;
  if (color === 'inherit')
    return rules(scope, {
      color: 'inherit',
      '&.courses-button-outlined': { borderColor: 'currentColor' },
      '&.courses-button-contained': { color: palette.text.primary, background: palette.grey[300] },
      '&:hover': { backgroundColor: palette.action.hover },
    });
  const { main, dark, contrastText } = palette[color];
  return rules(scope, {
    color: main,
    '&:hover': { backgroundColor: alpha(main, 0.04) },
    '&.courses-button-outlined': { borderColor: alpha(main, 0.5) },
    '&.courses-button-outlined:hover': { borderColor: main },
    '&.courses-button-contained': { color: contrastText, backgroundColor: main },
    '&.courses-button-contained:hover': { backgroundColor: dark },
  });
}

const BUTTON_CSS = rules('.courses-button', {
  ...typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  minWidth: 64,
  margin: 0,
  padding: '6px 8px',
  border: 0,
  borderRadius: shape.borderRadius,
  background: 'transparent',
  textDecoration: 'none',
  verticalAlign: 'middle',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 250ms, box-shadow 250ms, border-color 250ms',
  '&.courses-button-outlined': { padding: '5px 15px', border: '1px solid' },
  '&.courses-button-contained': { padding: '6px 16px', boxShadow: shadows[2] },
  '&.courses-button-contained:hover': { boxShadow: shadows[4] },
  '&.courses-button-small': { padding: '4px 5px', fontSize: '0.8125rem' },
  '&.courses-button-small.courses-button-outlined': { padding: '3px 9px' },
  '&.courses-button-small.courses-button-contained': { padding: '4px 10px' },
  '&.courses-button-large': { padding: '8px 11px', fontSize: '0.9375rem' },
  '&.courses-button-large.courses-button-outlined': { padding: '7px 21px' },
  '&.courses-button-large.courses-button-contained': { padding: '8px 22px' },
  '&.courses-button-full': { width: '100%' },
  '&:focus-visible': { ...FOCUS_RING },
  // Still there and named, but working: clicks do nothing (GuardedButton's busy).
  '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
  '& .courses-button-start': { display: 'inherit', marginLeft: -4, marginRight: 8 },
  '& .courses-button-end': { display: 'inherit', marginLeft: 8, marginRight: -4 },
  '&.courses-button-small .courses-button-start': { marginLeft: -2 },
  '&.courses-button-small .courses-button-end': { marginRight: -2 },
});

/** After the colours, which it must outrank: a disabled button is grey whatever its colour. */
const BUTTON_DISABLED_CSS = rules('.courses-button[data-color]:disabled', {
  color: palette.action.disabled,
  cursor: 'default',
  boxShadow: 'none',
  backgroundColor: 'transparent',
  '&.courses-button-contained': { backgroundColor: palette.action.disabledBackground },
  '&.courses-button-outlined': { borderColor: palette.action.disabledBackground },
});

const ICON_BUTTON_CSS = rules('.courses-icon-button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  boxSizing: 'border-box',
  margin: 0,
  padding: 8,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: palette.action.active,
  fontSize: '1.5rem',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 150ms',
  '&:hover': { backgroundColor: palette.action.hover },
  '&:focus-visible': { ...FOCUS_RING },
  '&:disabled': { color: palette.action.disabled, cursor: 'default', background: 'transparent' },
  '&.courses-icon-button-small': { padding: 5, fontSize: '1.125rem' },
  '&[data-color="inherit"]': { color: 'inherit' },
  '&[data-color="primary"]': { color: palette.primary.main },
  '&.courses-icon-button-start': { marginLeft: -12 },
  '&.courses-icon-button-end': { marginRight: -12 },
  '& svg': { width: '1em', height: '1em' },
});

export const BUTTONS_CSS = [
  BUTTON_CSS,
  ...BUTTON_COLORS.map(buttonColor),
  BUTTON_DISABLED_CSS,
  ICON_BUTTON_CSS,
].join('');
