import type * as ToastArea from './toastArea';
type ToastAreaModule = typeof ToastArea;

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

/** The rendered toast area of the current host, once notistack has loaded. */
let area: Promise<ToastAreaModule> | null = null;

/**
 * One toast area per page, at top right, however many widgets are mounted: it lives in its
 * own element under <body> so unmounting a widget never takes the toasts with it. notistack
 * loads with the first toast; the promise settles when the area can show one.
 */
export function ensureToastArea(): Promise<void> {
  if (!toastHost?.isConnected || !area) {
    const host = document.createElement('div');
    host.dataset.coursesToasts = '';
    const style = document.createElement('style');
    style.dataset.coursesToasts = '';
    style.textContent = `.${CONTAINER_CLASS}{z-index:${TOAST_Z_INDEX} !important}${VARIANT_COLOURS}`;
    document.head.appendChild(style);
    document.body.appendChild(host);
    toastHost = host;
    area = import('./toastArea').then((module) => {
      module.renderToastArea(host, {
        autoHideMs: TOAST_AUTO_HIDE_MS,
        containerClass: CONTAINER_CLASS,
      });
      return module;
    });
    // A failed load (network) is retried by the next toast.
    area.catch(() => (area = null));
  }
  return area.then(() => undefined);
}

/** Shows a toast; toasts asked for before notistack has loaded show in order once it has. */
export function toast(message: string, variant: ToastVariant = 'info'): void {
  void ensureToastArea()
    .then(() => area)
    .then((module) => module?.enqueueSnackbar(message, { variant }))
    .catch((error: unknown) => console.error('[courses] toast not shown:', message, error));
}
