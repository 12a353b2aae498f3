import path from 'node:path';
import { GENERATED_DIR, writeGenerated } from './generated';
import { root } from './paths';

/**
 * MUI modules the loader's build takes in a smaller form, for features no widget uses; each says
 * so with an error if one ever does. Returns [request pattern, replacement file] pairs.
 *
 * - Themes with CSS variables (`cssVariables`, `colorSchemes`) need createThemeWithVars and the
 *   CssVarsProvider (about 7 kB gzip), which `createTheme` and `ThemeProvider` import whatever
 *   the theme. The widgets' one theme has neither (src/theme/theme.ts): these two modules come
 *   without that branch, the same code as MUI's for a plain theme.
 * - A select of MUI's own (a menu of options, SelectInput) brings the menu, popover and modal
 *   along with every TextField, which imports Select for its `select` prop. The widgets' selects
 *   are native (`slotProps.select.native`), so SelectInput is left out.
 * - MUI's default theme is the widgets' theme (src/theme/themeOptions.ts), so that MUI's
 *   components draw it with no ThemeProvider: what every widget renders first is MUI-free
 *   (src/ui/kit), and a provider around it would load MUI on every page.
 */
export function muiReplacements(): [RegExp, string][] {
  const material = path.join(root, 'node_modules/@mui/material');
  const from = (name: string) => JSON.stringify(path.join(material, `${name}.mjs`));
  const unsupported = (what: string) =>
    `throw new Error('[courses] ${what} are not built in (build/muiReplacements.ts)')`;
  const cssVariables = unsupported('MUI themes with CSS variables');
  const themeOptions = JSON.stringify(path.join(root, 'src/theme/themeOptions.ts'));
  const files: Record<string, string> = {
    'styles/defaultTheme': `'use client';
import createTheme from ${from('styles/createTheme')};
import { THEME_OPTIONS } from ${themeOptions};
const defaultTheme = createTheme(THEME_OPTIONS);
export default defaultTheme;
`,
    'styles/createTheme': `import createThemeNoVars from ${from('styles/createThemeNoVars')};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) ${cssVariables};
  return createThemeNoVars(options, ...args);
}
`,
    'styles/ThemeProvider': `'use client';
import * as React from 'react';
import ThemeProviderNoVars from ${from('styles/ThemeProviderNoVars')};
import THEME_ID from ${from('styles/identifier')};
import { jsx as _jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) ${cssVariables};
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`,
    'FilledInput/FilledInput': `'use client';
import * as React from 'react';
const FilledInput = React.forwardRef(function FilledInput() {
  ${unsupported('MUI filled text fields and selects (variant="filled")')};
});
FilledInput.muiName = 'Input';
export default FilledInput;
`,
    'Select/SelectInput': `'use client';
import * as React from 'react';
const SelectInput = React.forwardRef(function SelectInput() {
  ${unsupported('MUI selects that are not native (give TextField slotProps.select.native)')};
});
export default SelectInput;
`,
  };
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(GENERATED_DIR, `mui_${name.replace('/', '_')}.js`);
    writeGenerated(file, text, path.join(material, `${name}.mjs`));
    const [dir, base] = name.split('/');
    return [new RegExp(`[\\\\/]@mui[\\\\/]material[\\\\/]${dir}[\\\\/]${base}\\.mjs$`), file];
  });
}
