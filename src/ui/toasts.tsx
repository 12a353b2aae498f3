import { createRoot } from 'react-dom/client';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';

/** Toast kinds named by the spec (section 8). */
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';
export const TOAST_AUTO_HIDE_MS = 3000;

let toastHost: HTMLElement | null = null;

/**
 * One toast area per page, at top right, however many widgets are mounted: it lives in its
 * own element under <body> so unmounting a widget never takes the toasts with it.
 */
export function ensureToastArea(): void {
  if (toastHost?.isConnected) return;
  toastHost = document.createElement('div');
  toastHost.dataset.coursesToasts = '';
  document.body.appendChild(toastHost);
  createRoot(toastHost).render(
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    />,
  );
}

export function toast(message: string, variant: ToastVariant = 'info'): void {
  ensureToastArea();
  enqueueSnackbar(message, { variant });
}
