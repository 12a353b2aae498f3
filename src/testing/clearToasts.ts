import { act, waitFor } from '@testing-library/react';
import { closeSnackbar } from 'notistack';

/**
 * The page's one toast area outlives each test: empty it so no test sees another's toasts.
 * notistack assigns closeSnackbar when its provider first mounts, i.e. after the page's first
 * toast, so a test that showed none has nothing to close.
 */
export async function clearToasts(): Promise<void> {
  if (typeof closeSnackbar !== 'function') return;
  act(() => closeSnackbar());
  await waitFor(() => expect(document.querySelector('.notistack-MuiContent')).toBeNull());
}
