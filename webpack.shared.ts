/**
 * What Module Federation shares, and who provides it. Only what must be one instance per page
 * is shared: React and react-dom (one renderer), Jotai (one page store), the runtime entries
 * (API client, store, toasts, theme) and the MUI components (one theme, one default-props
 * context, one emotion cache). Everything else (valibot, ky, marked, d3) is
 * bundled into the remote that uses it, where it is tree-shaken.
 *
 * The loader is the one provider: it lists every key with its module, the remotes consume with
 * `import: false`. So a shared module has a single source build, MUI's internals (which import
 * each other by relative path) are bundled once into the loader's chunks instead of once per
 * remote, and remotes initialised in parallel cannot tear the share scope with a second copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { create as createResolver } from 'enhanced-resolve';
import pkg from './package.json';

const root = __dirname;

/**
 * The runtime is shared as a few entries so a widget loads only what it uses: the core (API,
 * store, mount, theme), the form helpers (MUI text fields), the markup renderer, the
 * classroom posting helpers, the markup authoring tools (loaded by the content builder only),
 * the API calls made only when the reader asks (src/requests) and the valibot functions
 * widgets validate with.
 */
export const RUNTIME_ENTRIES = {
  '@courses/runtime': 'src/index.ts',
  '@courses/runtime/forms': 'src/forms/index.ts',
  '@courses/runtime/markup': 'src/markup/index.ts',
  '@courses/runtime/classroom': 'src/classroom/index.ts',
  '@courses/runtime/valibot': 'src/valibot/index.ts',
  '@courses/runtime/authoring': 'src/authoring/index.ts',
  '@courses/runtime/requests': 'src/requests/index.ts',
} as const;

/**
 * Stateless helpers a mount function needs before React (slot state, deferred mounts). Not
 * shared: each remote bundles the little it uses, so a widget can start without the runtime.
 */
export const STARTUP_ENTRY = '@courses/runtime/startup';

/**
 * MUI components no widget shows before an interaction, or only some widgets show at mount,
 * by family: each family is a chunk of its own (see the loader's cache groups), so a page
 * loads the families its widgets use at mount and no other (the content browser's list items do
 * not bring the dialogs along).
 */
export const MUI_LATER: Record<string, string[]> = {
  'mui-dialog': ['Dialog', 'DialogActions', 'DialogContent', 'DialogContentText', 'DialogTitle'],
  'mui-table': ['Table', 'TableBody', 'TableCell', 'TableHead', 'TableRow'],
  'mui-rating': ['Rating'],
  'mui-list-item': ['ListItem', 'ListItemSecondaryAction'],
  // The lesson player's checkbox questions (a step page loads it with the step's code).
  'mui-checkbox': ['Checkbox'],
  // Form fields and their inputs: a step's questions, the data tool's attribute menus, the
  // content browser's filters. A course list, a module intro or a button-only widget has none.
  'mui-forms': [
    'TextField',
    'InputBase',
    'Input',
    'OutlinedInput',
    'FilledInput',
    'InputLabel',
    'InputAdornment',
    'FormControl',
    'FormControlLabel',
    'FormGroup',
    'FormHelperText',
    'FormLabel',
    'NativeSelect',
    'Select',
    'Radio',
    'RadioGroup',
  ],
  // Labels' tooltips, the keyword popover's popper.
  'mui-tooltip': ['Tooltip', 'Popper'],
  // What opens over the page (menus, drawers; dialogs build on it too).
  'mui-overlay': [
    'Modal',
    'Popover',
    'Menu',
    'MenuList',
    'Drawer',
    'Slide',
    'Grow',
    'Fade',
    'Backdrop',
    'Unstable_TrapFocus',
    'Portal',
    // Shown only inside menus and dialogs.
    'MenuItem',
    'ListItemText',
  ],
};

/** Packages shared by exact key (subpaths too: every key is one module, nothing is a prefix). */
const PACKAGES = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  jotai: ['jotai', 'jotai/utils'],
} as const;

/** Where the code that runs in the browser lives (tests excluded). */
const SOURCE_DIRS = ['src', 'widgets', 'host-demo/markup-playground', 'src/loader'];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|[/\\]testing[/\\]/.test(file))
    .map((file) => path.join(root, dir, file));
}

/**
 * Every MUI module the code imports (`@mui/material/Button`, `@mui/material/styles`), read from
 * the sources so a new component is shared the day it is first imported: a component missed
 * here would be bundled into a remote with its own copy of MUI's theme contexts.
 */
export function muiModules(): string[] {
  const found = new Set<string>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/from '(@mui\/material\/[\w/]+)'/g)) found.add(match[1]!);
  }
  return [...found].sort();
}

/**
 * The names the code takes from each shared key, read from the sources like `muiModules`:
 * `import { a, b as c } from 'key'`, a default import, `export { a } from 'key'`, and the
 * members read off `import * as ns from 'key'`. `null` when that cannot tell (a dynamic import,
 * `export *`, a namespace used whole): the key is then provided whole.
 */
export function importedNames(keys: readonly string[]): Map<string, Set<string> | null> {
  const found = new Map<string, Set<string> | null>(keys.map((key) => [key, new Set()]));
  const quoted = (key: string) => `'${key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`;
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const key of keys) {
      const names = found.get(key);
      if (names === null || !text.includes(`'${key}'`)) continue;
      const from = quoted(key);
      const whole = new RegExp(
        `import\\(\\s*${from}\\s*\\)|export\\s*\\*[^;]*from\\s*${from}`,
      ).test(text);
      if (whole) {
        found.set(key, null);
        continue;
      }
      const statements = new RegExp(
        `(import|export)\\s+(?!type\\s)([^;'"]*?)\\s*from\\s*${from}`,
        'g',
      );
      for (const [, , clause] of text.matchAll(statements)) {
        const namespace = /\*\s*as\s+(\w+)/.exec(clause!)?.[1];
        if (namespace) {
          const uses = [
            ...text.matchAll(new RegExp(`\\b${namespace}\\b(\\s*\\.\\s*(\\w+))?`, 'g')),
          ];
          // The import itself is one use without a member; any other is the namespace as a value.
          if (uses.filter((use) => !use[2]).length > 1) {
            found.set(key, null);
            break;
          }
          for (const use of uses) if (use[2]) names!.add(use[2]);
          continue;
        }
        const defaultName = /^(\w+)/.exec(clause!)?.[1];
        if (defaultName) names!.add('default');
        const braces = /\{([^}]*)\}/.exec(clause!)?.[1] ?? '';
        for (const part of braces.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names!.add(name);
        }
      }
    }
  }
  return found;
}

/**
 * A shared module keeps every export, whatever the pages use, so the loader provides an ESM
 * key through a generated module that re-exports only the names the code imports: webpack then
 * drops the rest (jotai/utils, the `@mui/material/styles` barrel, unused runtime exports).
 * CommonJS keys (React) and keys `importedNames` cannot read are provided whole.
 */
const TRIMMED_DIR = path.join(root, 'node_modules/.cache/courses-shared');
const trimmedSources = new Map<string, string>();

/** The module a trimmed share module re-exports (for chunk rules), or `file` itself. */
export function sourceOf(file: string): string {
  return trimmedSources.get(file) ?? file;
}

function trimmedImport(key: string, file: string, names: Set<string> | null | undefined): string {
  if (!names || !/\.(mjs|ts|tsx)$/.test(file)) return file;
  const dir = TRIMMED_DIR;
  fs.mkdirSync(dir, { recursive: true });
  const generated = path.join(dir, `${key.replace(/[^\w]+/g, '_')}.js`);
  const list = [...names].sort();
  const text = list.length
    ? `export { ${list.join(', ')} } from ${JSON.stringify(file)};\n`
    : `import ${JSON.stringify(file)};\n`;
  if (!fs.existsSync(generated) || fs.readFileSync(generated, 'utf8') !== text)
    fs.writeFileSync(generated, text);
  trimmedSources.set(generated, file);
  return generated;
}

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
 */
export function muiReplacements(): [RegExp, string][] {
  const material = path.join(root, 'node_modules/@mui/material');
  const from = (name: string) => JSON.stringify(path.join(material, `${name}.mjs`));
  const unsupported = (what: string) =>
    `throw new Error('[courses] ${what} are not built in (webpack.shared.ts)')`;
  const cssVariables = unsupported('MUI themes with CSS variables');
  const files: Record<string, string> = {
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
  fs.mkdirSync(TRIMMED_DIR, { recursive: true });
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(TRIMMED_DIR, `mui_${name.replace('/', '_')}.js`);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text)
      fs.writeFileSync(file, text);
    trimmedSources.set(file, path.join(material, `${name}.mjs`));
    const [dir, base] = name.split('/');
    return [new RegExp(`[\\\\/]@mui[\\\\/]material[\\\\/]${dir}[\\\\/]${base}\\.mjs$`), file];
  });
}

/** How the loader's build resolves packages (its webpack config uses the same conditions). */
export const LOADER_CONDITIONS = ['import', 'module', 'browser', 'webpack', 'default'];
const resolveForLoader = createResolver.sync({
  conditionNames: LOADER_CONDITIONS,
  extensions: ['.mjs', '.js'],
  mainFields: ['browser', 'module', 'main'],
});

/**
 * The file behind a package key. The loader provides each key by path: webpack provides a key
 * given by package name only when some module of the build requests it by that name without
 * consuming it, which the loader's own code never does, so the share scope would lack it.
 */
function resolvedFile(key: string): string {
  const file = resolveForLoader(root, key);
  if (!file) throw new Error(`cannot resolve shared module ${key}`);
  return file;
}

/** The version of the installed package a key belongs to (given, since the key is a path). */
function installedVersion(key: string): string {
  const name = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]!;
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  import?: string | false;
  version?: string;
}
export type Shared = Record<string, SharedEntry>;

function packageKeys(): [string, string][] {
  const deps = pkg.dependencies;
  return Object.entries(PACKAGES).flatMap(([name, keys]) =>
    keys.map((key): [string, string] => [key, deps[name as keyof typeof deps]]),
  );
}

/**
 * MUI is shared by family, one key per chunk of the loader: '@courses/mui' for what every widget
 * starts with, '@courses/mui/dialog' and so on for the MUI_LATER families. A key per MUI module
 * (fifty of them) made every remote entry list each module it uses, with its version and
 * fallback, and the loader's share table every module twice; a family's module also lets
 * webpack join the modules only it uses into one scope. Each family key is a generated module
 * re-exporting what the code imports from the family's modules, each name prefixed with its
 * module's (`Button__default`); a remote takes `@mui/material/Button` from a generated module
 * that renames them back (muiAliases), so the widgets keep importing MUI by path.
 */
const MUI_PREFIX = '@mui/material/';

function muiFamilyOf(key: string): string {
  const component = key.slice(MUI_PREFIX.length).split('/')[0]!;
  return Object.keys(MUI_LATER).find((family) => MUI_LATER[family]!.includes(component)) ?? 'mui';
}

const muiFamilyKey = (family: string) =>
  family === 'mui' ? '@courses/mui' : `@courses/mui/${family.slice('mui-'.length)}`;

const muiExportName = (key: string, name: string) =>
  `${key.slice(MUI_PREFIX.length).replace(/\W/g, '_')}__${name}`;

/** Each MUI module the code imports, its family and the names taken from it. */
function muiImports(): { key: string; family: string; names: string[] }[] {
  const modules = muiModules();
  const names = importedNames(modules);
  return modules.map((key) => {
    const taken = names.get(key);
    // A dynamic import or a namespace used whole cannot say which names a family must carry.
    if (!taken)
      throw new Error(
        `[courses] import ${key} by name (a static import, in a module loaded lazily if need be)`,
      );
    return { key, family: muiFamilyOf(key), names: [...taken].sort() };
  });
}

function writeGenerated(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

/** The loader's MUI family keys, each a generated module of the family's exports. */
function muiFamilies(): Shared {
  const material = path.join(root, 'node_modules/@mui/material');
  const families = new Map<string, string[]>();
  for (const { key, family, names } of muiImports()) {
    const file = JSON.stringify(resolvedFile(key));
    const line = names.length
      ? `export { ${names.map((name) => `${name} as ${muiExportName(key, name)}`).join(', ')} } from ${file};`
      : `import ${file};`;
    families.set(family, [...(families.get(family) ?? []), line]);
  }
  const shared: Shared = {};
  for (const [family, lines] of families) {
    const generated = path.join(TRIMMED_DIR, `mui_family_${family}.js`);
    writeGenerated(generated, `${lines.join('\n')}\n`);
    // For the chunk rules, the family's module counts as a module of its first component.
    const first = family === 'mui' ? 'Box' : MUI_LATER[family]![0]!;
    trimmedSources.set(generated, path.join(material, first, 'index.mjs'));
    shared[muiFamilyKey(family)] = {
      singleton: true,
      import: generated,
      version: installedVersion('@mui/material'),
      requiredVersion: pkg.dependencies['@mui/material'],
    };
  }
  return shared;
}

/**
 * How a remote resolves `@mui/material/X`: to a generated module taking the names the code
 * imports from X out of X's family key, renamed back.
 */
export function muiAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const { key, family, names } of muiImports()) {
    const generated = path.join(TRIMMED_DIR, 'remote', `${key.replace(/[^\w]+/g, '_')}.js`);
    const list = names.map((name) => `${muiExportName(key, name)} as ${name}`).join(', ');
    writeGenerated(
      generated,
      names.length
        ? `export { ${list} } from '${muiFamilyKey(family)}';\n`
        : `import '${muiFamilyKey(family)}';\n`,
    );
    aliases[`${key}$`] = generated;
  }
  return aliases;
}

/** The loader's share table: it provides every key from its own build. */
export function providedShared(): Shared {
  const shared: Shared = {};
  const keys = packageKeys();
  const names = importedNames([...keys.map(([key]) => key), ...Object.keys(RUNTIME_ENTRIES)]);
  Object.assign(shared, muiFamilies());
  for (const [key, range] of keys) {
    shared[key] = {
      singleton: true,
      import: trimmedImport(key, resolvedFile(key), names.get(key)),
      version: installedVersion(key),
      requiredVersion: range,
    };
  }
  for (const [key, file] of Object.entries(RUNTIME_ENTRIES)) {
    shared[key] = {
      singleton: true,
      import: trimmedImport(key, path.join(root, file), names.get(key)),
      version: pkg.version,
      requiredVersion: `^${pkg.version}`,
    };
  }
  return shared;
}

/** A remote's share table: the same keys, taken from the page and never bundled. */
export function consumedShared(): Shared {
  return Object.fromEntries(
    Object.entries(providedShared()).map(([key, entry]) => [
      key,
      { singleton: true, requiredVersion: entry.requiredVersion, import: false },
    ]),
  );
}
