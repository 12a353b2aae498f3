/**
 * What Module Federation shares, and who provides it. Only what must be one instance per page
 * is shared: React and react-dom (one renderer), Jotai (one page store), the runtime entries
 * (API client, store, toasts, theme) and the MUI components (one theme, one default-props
 * context, one emotion cache). Everything else (valibot, ky, marked, d3) is
 * bundled into the remote that uses it, where it is tree-shaken.
 *
 * The loader is the one provider: it lists every key with its module, the remotes consume with
 * `import: false` (build/shared.ts). So a shared module has a single source build, MUI's
 * internals (which import each other by relative path) are bundled once into the loader's chunks
 * instead of once per remote, and remotes initialised in parallel cannot tear the share scope
 * with a second copy.
 */

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
export const PACKAGES = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  jotai: ['jotai', 'jotai/utils'],
} as const;
