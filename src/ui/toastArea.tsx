import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';

/**
 * The page's toast area, rendered by notistack. Loaded with the first toast (see toasts.tsx),
 * so pages that never show one do not download notistack.
 */
export function renderToastArea(host: HTMLElement, options: ToastAreaOptions): void {
  const root = createRoot(host);
  // Rendered synchronously: notistack's enqueueSnackbar only exists once its provider mounted,
  // and the toast that loaded this module is shown right after.
  flushSync(() =>
    root.render(
      <SnackbarProvider
        maxSnack={4}
        autoHideDuration={options.autoHideMs}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerRoot: options.containerClass }}
      />,
    ),
  );
}

export interface ToastAreaOptions {
  autoHideMs: number;
  containerClass: string;
}

export { enqueueSnackbar };
