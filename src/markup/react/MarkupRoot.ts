import { createElement, type HTMLAttributes } from 'react';
import { darken, lighten } from '../../theme/colors';
import { rules, type StyleRules } from '../../theme/css';
import { ensureSheet } from '../../theme/sheet';
import { spacing, tokens } from '../../theme/tokens';
import { VISUALLY_HIDDEN } from '../../ui/visuallyHidden';
import { iconStyles } from './iconStyles';

/** The icon set's rules, made once. */
const ICON_STYLES = iconStyles();

/**
 * Every style the rendered markup needs, scoped under its container so the host page's own
 * styles are left alone.
 */
const { palette, shape } = tokens;

const markupStyles = (): StyleRules => ({
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': {
    borderCollapse: 'collapse',
    margin: spacing(1, 0),
    display: 'block',
    overflowX: 'auto',
  },
  '& th, & td': { border: `1px solid ${palette.divider}`, padding: spacing(0.5, 1) },
  '& pre': { overflowX: 'auto', background: palette.grey[100], padding: spacing(1) },
  '& .markup-visually-hidden': VISUALLY_HIDDEN,
  ...ICON_STYLES,
  '& .markup-icon': { verticalAlign: '-0.125em' },
  '& .markup-problem': {
    background: palette.warning.light,
    color: palette.text.primary,
    outline: `1px dashed ${palette.warning.dark}`,
    whiteSpace: 'pre-wrap',
  },
  '& .markup-raw-html': { whiteSpace: 'pre-wrap', fontFamily: 'monospace' },
  '& .markup-diagnostics': {
    border: `1px solid ${palette.warning.main}`,
    borderRadius: shape.borderRadius,
    padding: spacing(1, 2),
    marginBottom: spacing(2),
    '& ul': { margin: 0, paddingLeft: spacing(2) },
  },
  '& .markup-diagnostics-heading': { margin: 0, fontWeight: 600 },
  '& .markup-diagnostic-position': { fontFamily: 'monospace' },
  '& .markup-diagnostic-error .markup-diagnostic-severity': { color: palette.error.dark },
  '& .markup-failure': { marginBottom: spacing(2) },
  '& .markup-ai-badge': {
    display: 'flex',
    alignItems: 'center',
    gap: spacing(1),
    fontSize: '0.875rem',
  },
  '& .markup-ai-chip': {
    background: palette.secondary.main,
    color: palette.secondary.contrastText,
    borderRadius: 4,
    padding: '0 6px',
    fontWeight: 700,
  },
  '& .markup-align-left': { float: 'left', margin: spacing(0, 2, 1, 0) },
  '& .markup-align-right': { float: 'right', margin: spacing(0, 0, 1, 2) },
  '& .markup-align-center': {
    display: 'block',
    margin: spacing(0, 'auto'),
    width: 'fit-content',
  },
  '& .markup-image-button': { border: 0, padding: 0, background: 'none', cursor: 'zoom-in' },
  '& .markup-image-button:focus-visible': { outline: `3px solid ${palette.primary.main}` },
  '& .markup-video, & .markup-frame-slot': {
    display: 'block',
    margin: spacing(1, 0),
    border: 0,
    width: '100%',
    height: 'auto',
  },
  // A frame still to come (made when the reader nears it): its place, in its size.
  '& .markup-frame-slot': { background: palette.action.hover },
  '& .markup-accordion': {
    border: `1px solid ${palette.divider}`,
    borderRadius: shape.borderRadius,
    margin: spacing(1, 0),
  },
  '& .markup-accordion-button': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    width: '100%',
    padding: spacing(1, 2),
    border: 0,
    background: palette.grey[50],
    // Set here so that a host page's button colours never meet this background.
    color: palette.text.primary,
    font: 'inherit',
    fontWeight: 600,
    textAlign: 'left',
    cursor: 'pointer',
  },
  '& .markup-accordion-chevron': { transition: 'transform 150ms' },
  '& .markup-accordion[data-open="true"] .markup-accordion-chevron': {
    transform: 'rotate(90deg)',
  },
  '& .markup-accordion-panel': { padding: spacing(0, 2) },
  // Alerts are static HTML drawn as MUI's standard Alert (the same colours and spacing).
  '& .markup-alert': {
    display: 'flex',
    padding: '6px 16px',
    margin: spacing(1, 0),
    borderRadius: shape.borderRadius,
    fontSize: '0.875rem',
    lineHeight: 1.43,
  },
  '& .markup-alert-icon-box': {
    display: 'flex',
    marginRight: 12,
    padding: '7px 0',
    fontSize: 22,
    opacity: 0.9,
  },
  '& .markup-alert-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  '& .markup-alert-title': {
    fontWeight: 500,
    fontSize: '1rem',
    marginTop: -2,
    marginBottom: '0.35em',
  },
  ...Object.fromEntries(
    (['info', 'success', 'warning', 'error'] as const).map((type) => [
      `& .markup-alert-${type}`,
      {
        color: darken(palette[type].light, 0.6),
        backgroundColor: lighten(palette[type].light, 0.9),
        '& .markup-alert-icon-box': { color: palette[type].main },
      },
    ]),
  ),
  // Content placed inside a caller's question (prompt, options, solution) lays out as if the
  // wrapper were not there.
  '& .markup-part': { display: 'contents' },
  '& .markup-keyword': {
    font: 'inherit',
    color: palette.primary.dark,
    background: 'none',
    border: 0,
    padding: 0,
    borderBottom: `2px dotted ${palette.primary.main}`,
    cursor: 'help',
  },
  '& .markup-partner-icon': { height: '1.5em', verticalAlign: 'middle' },
  '& .markup-math-display': {
    display: 'block',
    textAlign: 'center',
    margin: spacing(1, 0),
  },
  // A formula's TeX, shown until it is typeset.
  '& .markup-math:not(.markup-math-typeset)': { fontFamily: 'monospace' },
  // A question's slot is its construct's own element (html/placed.ts), laid out as a block.
  '& .markup-question-slot': { display: 'block' },
  // A question still waiting to be built (view/showContent.ts) keeps its solution hidden.
  '& .markup-question-slot > [data-part="solution"]': { display: 'none' },
  '& .markup-question': {
    border: `1px solid ${palette.divider}`,
    borderRadius: shape.borderRadius,
    padding: spacing(1, 2),
    margin: spacing(2, 0),
  },
  '& .markup-question-label': {
    margin: 0,
    fontSize: '0.875rem',
    color: palette.text.secondary,
  },
  '& .markup-question-fieldset': { border: 0, padding: 0, margin: 0 },
  '& .markup-question-prompt p': { margin: spacing(0.5, 0) },
  '& .markup-question-field textarea, & .markup-question-field input': {
    display: 'block',
    maxWidth: '100%',
  },
  '& .markup-solution-button': { marginTop: spacing(1) },
});

/**
 * The content's container (class `markup`). Its styles are one static sheet, made once per
 * page: a step view mounts content on every Next.
 */
export function MarkupRoot(props: HTMLAttributes<HTMLDivElement>) {
  ensureSheet('markup', () => rules('.markup', markupStyles()));
  return createElement('div', props);
}
