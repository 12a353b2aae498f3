// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// The widgets and the runtime are what Django pages load: nothing in them, tests included,
// may depend on the demo that stands in for those pages.
const hostDemoImport = {
  group: ['**/host-demo/**'],
  message: 'Widgets and the runtime do not import the demo (host-demo/).',
};

const valibotDirect = {
  name: 'valibot',
  message: "Import from '@courses/runtime/valibot': one tree-shaken copy per page.",
};
const muiBarrel = {
  name: '@mui/material',
  message: 'Import MUI components by path (@mui/material/Button) so pages only load what they use.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.test-build/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      '.mf/**',
      'scripts/.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts (the build runner) use Node's globals.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Widgets and the runtime talk to the server only through the runtime's API client,
    // which adds credentials, the anti-forgery header and response validation.
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the runtime API client (src/api/client.ts).' },
      ],
      'no-restricted-imports': ['error', { paths: [muiBarrel], patterns: [hostDemoImport] }],
    },
  },
  {
    // A widget reaches the runtime only through its shared entry: a relative import into src/
    // would bundle a second runtime (and a second page store) into the remote.
    files: ['widgets/**/*.{ts,tsx}', 'host-demo/markup-playground/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [muiBarrel],
          patterns: [
            { group: ['**/src/*', '**/src/**'], message: "Import from '@courses/runtime'." },
            hostDemoImport,
          ],
        },
      ],
    },
  },
  {
    // What the browser runs takes valibot from the runtime (tests may use it directly).
    files: ['widgets/**/*.{ts,tsx}', 'host-demo/markup-playground/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [muiBarrel, valibotDirect],
          patterns: [
            { group: ['**/src/*', '**/src/**'], message: "Import from '@courses/runtime'." },
            hostDemoImport,
          ],
        },
      ],
    },
  },
);
