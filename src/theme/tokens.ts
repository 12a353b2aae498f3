import { darken, lighten } from './colors';

/**
 * The design tokens of every widget: colours, type, shape and spacing. Plain values, so that
 * what a page shows first is styled by static sheets built from them (src/ui/kit) without
 * loading MUI; MUI's theme (theme.ts) is made from the same tokens for the parts that use MUI,
 * so both read the same. Colours meet WCAG AA contrast on white (primary 7.0:1, secondary
 * 5.9:1).
 */
const FONT_FAMILY = '"Source Sans 3", "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** A colour with the shades MUI derives from it (light and dark: 0.2 and 0.3 of the way). */
function tone(main: string, contrastText = '#ffffff') {
  return { main, light: lighten(main, 0.2), dark: darken(main, 0.3), contrastText };
}

const type = (fontWeight: number, fontSize: string, lineHeight: number) => ({
  fontFamily: FONT_FAMILY,
  fontWeight,
  fontSize,
  lineHeight,
});

export const tokens = {
  palette: {
    primary: tone('#1d4f91'),
    secondary: tone('#8a3b12'),
    error: tone('#b3261e'),
    warning: { main: '#ed6c02', light: '#ff9800', dark: '#e65100', contrastText: '#ffffff' },
    info: { main: '#0288d1', light: '#03a9f4', dark: '#01579b', contrastText: '#ffffff' },
    success: tone('#1b6e3a'),
    text: { primary: '#1f2430', secondary: '#4a5163', disabled: 'rgba(0, 0, 0, 0.38)' },
    divider: 'rgba(0, 0, 0, 0.12)',
    background: { default: '#f7f8fa', paper: '#ffffff' },
    action: {
      active: 'rgba(0, 0, 0, 0.54)',
      hover: 'rgba(0, 0, 0, 0.04)',
      selected: 'rgba(0, 0, 0, 0.08)',
      disabled: 'rgba(0, 0, 0, 0.26)',
      disabledBackground: 'rgba(0, 0, 0, 0.12)',
    },
    grey: { 50: '#fafafa', 100: '#f5f5f5', 200: '#eeeeee', 300: '#e0e0e0', 400: '#bdbdbd' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: type(300, '6rem', 1.167),
    h2: type(300, '3.75rem', 1.2),
    h3: type(400, '3rem', 1.167),
    h4: type(400, '2.125rem', 1.235),
    h5: type(400, '1.5rem', 1.334),
    h6: type(500, '1.25rem', 1.6),
    subtitle1: type(400, '1rem', 1.75),
    subtitle2: type(500, '0.875rem', 1.57),
    body1: type(400, '1rem', 1.5),
    body2: type(400, '0.875rem', 1.43),
    button: { ...type(600, '0.875rem', 1.75), textTransform: 'none' as const },
    caption: type(400, '0.75rem', 1.66),
    overline: { ...type(400, '0.75rem', 2.66), textTransform: 'uppercase' as const },
  },
  shadows: {
    1: '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)',
    2: '0px 3px 1px -2px rgba(0,0,0,0.2),0px 2px 2px 0px rgba(0,0,0,0.14),0px 1px 5px 0px rgba(0,0,0,0.12)',
    4: '0px 2px 4px -1px rgba(0,0,0,0.2),0px 4px 5px 0px rgba(0,0,0,0.14),0px 1px 10px 0px rgba(0,0,0,0.12)',
    8: '0px 5px 5px -3px rgba(0,0,0,0.2),0px 8px 10px 1px rgba(0,0,0,0.14),0px 3px 14px 2px rgba(0,0,0,0.12)',
  },
  /** Above a host page's own layers: dialogs, menus and popovers. */
  zIndex: { modal: 9999 },
} as const;

export type TypeVariant = Exclude<keyof typeof tokens.typography, 'fontFamily'>;

/** The spacing unit, 8 px: `spacing(1, 2)` is `8px 16px`, as MUI's `theme.spacing`. */
export function spacing(...units: (number | 'auto')[]): string {
  return units.map((unit) => (unit === 'auto' ? 'auto' : `${unit * 8}px`)).join(' ');
}

/**
 * The keyboard focus ring: 3 px of the primary colour (8.9:1 on white, over 3:1 on every
 * background the widgets use), drawn outside the control. `!important` because a host page
 * that resets outlines (`*:focus { outline: none }`) must not hide it; a ripple is not one.
 */
export const FOCUS_RING = {
  outline: `3px solid ${tokens.palette.primary.main} !important`,
  outlineOffset: '2px !important',
} as const;

/**
 * Focusable things the widgets render, inside a widget's slot or one of MUI's portals, that
 * draw no focus of their own.
 */
export const FOCUS_RING_SELECTOR = [
  '[data-widget]',
  '.MuiPopover-root',
  '.MuiDialog-root',
  '.MuiPopper-root',
]
  .flatMap((scope) =>
    ['a', 'button', 'summary', '[tabindex]'].map((target) => `${scope} ${target}:focus-visible`),
  )
  .join(', ');
