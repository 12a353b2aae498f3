import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';

/** Toast kinds named by the spec (section 8). */
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';
export const TOAST_AUTO_HIDE_MS = 3000;

let toastHost: HTMLElement | null = null;

/** Above the spec's modal layer (z-index 9999), so a toast about a dialog is not dimmed by it. */
export const TOAST_Z_INDEX = 10_000;
const CONTAINER_CLASS = 'courses-toast-container';

/**
 * notistack's default green and orange fail WCAG AA with white text; these keep every toast at
 * 4.5:1 or better (success 6.3:1, error 6.5:1, warning 6.3:1, info 8.1:1).
 */
const VARIANT_COLOURS = [
  ['success', '#1b6e3a'],
  ['error', '#b3261e'],
  ['warning', '#8a5300'],
  ['info', '#1d4f91'],
]
  .map(
    ([variant, colour]) =>
      `.notistack-MuiContent-${variant}{background-color:${colour} !important;color:#fff !important}`,
  )
  .join('');

/**
 * One toast area per page, at top right, however many widgets are mounted: it lives in its
 * own element under <body> so unmounting a widget never takes the toasts with it.
 */
export function ensureToastArea(): void {
  if (toastHost?.isConnected) return;
  toastHost = document.createElement('div');
  toastHost.dataset.coursesToasts = '';
  const style = document.createElement('style');
  style.dataset.coursesToasts = '';
  style.textContent = `.${CONTAINER_CLASS}{z-index:${TOAST_Z_INDEX} !important}${VARIANT_COLOURS}`;
  document.head.appendChild(style);
  document.body.appendChild(toastHost);
  const root = createRoot(toastHost);
  // Rendered synchronously: notistack's enqueueSnackbar only exists once its provider mounted,
  // and the first toast may come in the same tick as the area is created.
  flushSync(() =>
    root.render(
      <SnackbarProvider
        maxSnack={4}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerRoot: CONTAINER_CLASS }}
      />,
    ),
  );
}

export function toast(message: string, variant: ToastVariant = 'info'): void {
  ensureToastArea();
  enqueueSnackbar(message, { variant });
}
