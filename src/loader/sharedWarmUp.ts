import { loadShare } from '@module-federation/enhanced/runtime';

/**
 * What every widget that renders at mount starts with, provided by the loader: React, its
 * renderer and the runtime's core. Not MUI: what widgets show first is the runtime's kit
 * (src/ui/kit), and MUI loads with the first dialog or menu a reader opens.
 */
export const RENDER_SHARES = ['react', 'react-dom/client', '@courses/runtime'];

let warmed = false;

/**
 * Starts downloading the shared modules a rendering widget needs as soon as the page is known to
 * have one, beside the widgets' manifests and entries. Otherwise they are asked for only once a
 * remote's entry has arrived and named them, one network round trip later on a first visit.
 * Nothing runs twice: the remotes get the same loads from the share scope.
 */
export function warmUpRenderShares(load: (name: string) => Promise<unknown> = loadShare): void {
  if (warmed) return;
  warmed = true;
  for (const name of RENDER_SHARES) {
    // A failure here is the remote's to meet and show when it asks for the module itself.
    load(name).catch(() => undefined);
  }
}
