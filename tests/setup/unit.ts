import '../../src/markup/testing/domCompat';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { forgetAppConfig } from '../../src/api/session';

/**
 * Each test starts from an empty page: no rendered trees, app config, session storage or
 * cookies.
 */
afterEach(() => {
  cleanup();
  forgetAppConfig();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    // happy-dom keeps a cookie set without a path apart from one set with path=/.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
