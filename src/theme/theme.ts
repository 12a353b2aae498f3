import { createTheme } from '@mui/material/styles';
import { THEME_OPTIONS } from './themeOptions';

export { FOCUS_RING, FOCUS_RING_SELECTOR } from './tokens';

/**
 * MUI's theme object, for code that reads it (`theme.spacing`, `theme.palette`) in parts built
 * on MUI. MUI's components do not need it passed: the build makes their default theme from the
 * same options (themeOptions.ts).
 */
export const theme = createTheme(THEME_OPTIONS);
