import type { ThemeOptions } from '@mui/material/styles';
import { FOCUS_RING, tokens } from './tokens';

const { palette, typography, shape, zIndex } = tokens;

/**
 * MUI's theme as options made from the design tokens (tokens.ts). No MUI code here: the build
 * makes MUI's default theme from them (build/muiReplacements.ts), so MUI's components draw the
 * widgets' theme with no provider around them, and a page that shows no MUI part loads none.
 * Component default props would need a provider: the theme sets none.
 */
export const THEME_OPTIONS: ThemeOptions = {
  palette: {
    primary: palette.primary,
    secondary: palette.secondary,
    success: palette.success,
    error: palette.error,
    warning: palette.warning,
    info: palette.info,
    text: palette.text,
    background: palette.background,
  },
  shape,
  typography,
  components: {
    // Buttons, radios, checkboxes, switches, menu items, tabs: the keyboard focus class.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': FOCUS_RING } } },
    // Text fields show focus by their border; the ring makes it as strong as every other control.
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': FOCUS_RING } } },
    MuiDialog: { styleOverrides: { paper: { maxWidth: 750 } } },
  },
  zIndex,
};
