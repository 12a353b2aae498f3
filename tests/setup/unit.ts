import path from 'node:path';
import { pathToFileURL } from 'node:url';
import '../../src/markup/testing/domCompat';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetAppConfig } from '../../src/api/session';
import { loadAllMarkup } from '../../src/markup/load';
import { theme } from '../../src/theme/theme';

/**
 * MUI's default theme is the widgets' theme, as the build makes it (build/muiReplacements.ts):
 * MUI's parts render with no ThemeProvider around them. Here MUI is Node's own module, so the
 * same theme is written into it.
 */
const muiDefaultTheme = (await import(
  pathToFileURL(path.resolve('node_modules/@mui/material/styles/defaultTheme.mjs')).href
)) as { default: object };
Object.assign(muiDefaultTheme.default, theme);

/**
 * Content renders as on a page that has its constructs' code loaded already, as after a step
 * or the next one was shown: at once. How that code loads is tested in src/markup/load.test.tsx.
 */
await loadAllMarkup();

/**
 * How long findBy and waitFor wait. A widget's first screen may wait for a module loaded on
 * first use (the lesson player's step view), which the test runner compiles on the spot: on a
 * two-core machine running the browser journeys beside, that can pass the default second.
 */
configure({ asyncUtilTimeout: 4000 });

/**
 * Each test starts from an empty page: no rendered trees, app config, storage or cookies.
 */
afterEach(() => {
  cleanup();
  forgetAppConfig();
  sessionStorage.clear();
  localStorage.clear();
  // A toast a test's late request raised is not shown over the next test's page.
  document.querySelectorAll('[data-courses-toasts]').forEach((element) => element.remove());
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    // happy-dom keeps a cookie set without a path apart from one set with path=/.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
