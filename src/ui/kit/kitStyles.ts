import { alpha, darken, lighten } from '../../theme/colors';
import { declarations, rules, type StyleRules } from '../../theme/css';
import { ensureSheet } from '../../theme/sheet';
import { FOCUS_RING, FOCUS_RING_SELECTOR, tokens, type TypeVariant } from '../../theme/tokens';
import { BUTTONS_CSS } from './buttonStyles';

export type { ButtonColor } from './buttonStyles';

/**
 * The look of the kit's controls (Button, IconButton, Alert, Chip, Spinner, Surface, Text,
 * TextLink): the widgets' own components for what a page shows first, drawn as MUI's with the
 * same tokens, by one static sheet instead of MUI and Emotion. A page that shows no dialog or
 * menu then loads neither (issue 25: about 45 kB of gzip and a sixth of a step's main thread).
 */
const { palette, typography, shape, shadows, zIndex } = tokens;

export const SEVERITIES = ['error', 'warning', 'info', 'success'] as const;
export type Severity = (typeof SEVERITIES)[number];

const FOCUS = declarations(FOCUS_RING);
const typeOf = (variant: TypeVariant): StyleRules => ({ ...typography[variant] });

const ALERT_CSS =
  rules('.courses-alert', {
    ...typeOf('body2'),
    display: 'flex',
    boxSizing: 'border-box',
    padding: '6px 16px',
    borderRadius: shape.borderRadius,
    '& .courses-alert-icon': {
      display: 'flex',
      flex: 'none',
      marginRight: 12,
      padding: '7px 0',
      fontSize: 22,
      opacity: 0.9,
    },
    '& .courses-alert-icon svg': { width: '1em', height: '1em' },
    '& .courses-alert-message': {
      flex: '1 1 auto',
      minWidth: 0,
      padding: '8px 0',
      overflow: 'auto',
    },
    '& .courses-alert-title': {
      ...typeOf('body1'),
      fontWeight: 500,
      marginTop: -2,
      marginBottom: '0.35em',
    },
    '& .courses-alert-action': {
      display: 'flex',
      alignItems: 'flex-start',
      padding: '4px 0 0 16px',
      marginLeft: 'auto',
      marginRight: -8,
    },
  }) +
  SEVERITIES.map((severity) =>
    rules(`.courses-alert-${severity}`, {
      color: darken(palette[severity].light, 0.6),
      backgroundColor: lighten(palette[severity].light, 0.9),
      '&.courses-alert-outlined': {
        background: 'transparent',
        border: `1px solid ${palette[severity].light}`,
      },
      '& .courses-alert-icon': { color: palette[severity].main },
    }),
  ).join('');

const CHIP_CSS = rules('.courses-chip', {
  ...typeOf('body2'),
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  boxSizing: 'border-box',
  maxWidth: '100%',
  height: 32,
  padding: '0 12px',
  borderRadius: 16,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  color: palette.text.primary,
  backgroundColor: palette.action.selected,
  '&.courses-chip-small': { height: 24, padding: '0 8px' },
  '&.courses-chip-outlined': {
    background: 'transparent',
    border: `1px solid ${palette.grey[400]}`,
  },
  '& .courses-chip-label': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .courses-chip-icon': { display: 'inline-flex', marginLeft: -4, fontSize: 18 },
  '&.courses-chip-small .courses-chip-icon': { fontSize: 16 },
  '& .courses-chip-icon svg:not([width])': { width: '1em', height: '1em' },
});

const SPINNER_CSS =
  rules('.courses-spinner', {
    display: 'inline-block',
    flex: 'none',
    color: palette.primary.main,
    animation: 'courses-spin 1.4s linear infinite',
    '& circle': { stroke: 'currentColor', strokeDasharray: '80px 200px', strokeLinecap: 'round' },
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '4s' },
  }) + '@keyframes courses-spin{to{transform:rotate(360deg)}}';

const SURFACE_CSS = rules('.courses-surface', {
  boxSizing: 'border-box',
  color: palette.text.primary,
  backgroundColor: palette.background.paper,
  borderRadius: shape.borderRadius,
  boxShadow: shadows[1],
  '&.courses-surface-outlined': { boxShadow: 'none', border: `1px solid ${palette.divider}` },
});

const TEXT_VARIANTS: TypeVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'overline',
];

const TEXT_CSS =
  rules('.courses-text', { margin: 0 }) +
  TEXT_VARIANTS.map((variant) => rules(`.courses-text-${variant}`, typeOf(variant))).join('') +
  rules('.courses-text-gutter', { marginBottom: '0.35em' }) +
  rules('.courses-tone-secondary', { color: palette.text.secondary }) +
  rules('.courses-tone-primary', { color: palette.primary.main }) +
  rules('.courses-tone-error', { color: palette.error.main }) +
  rules('.courses-tone-success', { color: palette.success.main });

const LINK_CSS = rules('.courses-link', {
  color: palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: alpha(palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'inherit' },
  '&.courses-link-hover': { textDecoration: 'none' },
  '&.courses-link-hover:hover': { textDecoration: 'underline' },
  '&.courses-link-none': { textDecoration: 'none' },
  '&:focus-visible': { ...FOCUS_RING },
  // A link drawn on a button (an action in running text).
  '&.courses-link-button': {
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
    textAlign: 'left',
  },
});

/** A label's tooltip under it, as MUI's: reachable by pointer (the gap above is part of it). */
const TIP_COLOR = 'rgba(97, 97, 97, 0.92)';
const TIP_CSS =
  rules('.courses-tip-chip', {
    position: 'relative',
    display: 'inline-flex',
    '& > [tabindex]:focus-visible': { ...FOCUS_RING },
  }) +
  rules('.courses-tip', {
    ...typography.caption,
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: zIndex.modal,
    boxSizing: 'border-box',
    width: 'max-content',
    maxWidth: 'min(300px, calc(100vw - 32px))',
    marginTop: 8,
    padding: '4px 8px',
    borderRadius: 4,
    fontSize: '0.6875rem',
    fontWeight: 500,
    lineHeight: 1.4,
    whiteSpace: 'normal',
    color: '#ffffff',
    backgroundColor: TIP_COLOR,
    '&::before': { content: '""', position: 'absolute', left: 0, right: 0, top: -8, height: 8 },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: -6,
      left: 12,
      borderLeft: '6px solid transparent',
      borderRight: '6px solid transparent',
      borderBottom: `6px solid ${TIP_COLOR}`,
    },
  });

const FOCUS_CSS = `${FOCUS_RING_SELECTOR}{${FOCUS}}`;

export const KIT_CSS = [
  FOCUS_CSS,
  BUTTONS_CSS,
  ALERT_CSS,
  CHIP_CSS,
  SPINNER_CSS,
  SURFACE_CSS,
  TEXT_CSS,
  LINK_CSS,
  TIP_CSS,
].join('');

/** The kit's sheet in the page; every kit component calls it as it renders. */
export function ensureKitStyles(): void {
  ensureSheet('kit', () => KIT_CSS);
}
