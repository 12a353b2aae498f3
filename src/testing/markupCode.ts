import { vi } from 'vitest';
import { constructCode, forgetMarkupCode, loadAllMarkup } from '../markup/load';

/**
 * As on a page that has not loaded the markup constructs' code (src/markup/load.ts), whose next
 * `failures` downloads of it fail as offline: for tests of what content shows meanwhile.
 * Returns the downloads' spy; `restoreMarkupCode` loads the code again, as other tests expect.
 */
export function unloadMarkupCode(failures = 0) {
  forgetMarkupCode();
  const download = vi.spyOn(constructCode, 'load');
  for (let i = 0; i < failures; i++) download.mockRejectedValueOnce(new Error('offline'));
  return download;
}

export const restoreMarkupCode = loadAllMarkup;
