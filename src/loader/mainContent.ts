/**
 * Supporting widgets (SUPPORTING_WIDGETS in widgets/registry.ts: the reading bar, the keyword
 * popover) load once the page's main content is usable. Measured on a step page at 4x CPU
 * throttling, their code and first render, taken while the lesson player started, put the
 * step's question about 45 ms later on every visit; the person came for the question.
 *
 * "Usable" is the runtime's page hold (ui/pageBusy): a main widget holds the page from its
 * mount until its first view is shown (defineWidget's `holdsPageUntilShown`), and a view holds
 * it while it is being made usable. The first view's hold, and the wait here, end after
 * FIRST_VIEW_WAIT_MS at the latest.
 */
import type * as PageBusy from '../ui/pageBusy';

/** The main widgets' mounts started on this page: each settles once its widget has mounted or failed. */
const mainMounts: Promise<unknown>[] = [];

/** Notes the mount of a main widget, which supporting widgets then wait for. */
export function noteMainMount(mounting: Promise<unknown>): void {
  mainMounts.push(mounting);
}

/**
 * Resolves once every main widget noted so far has mounted (or failed) and the page is free; at
 * once on a page with no main widget, which then needs none of the runtime's code for it.
 * Never rejects: without the page hold's code, the supporting widgets simply go ahead.
 */
export async function afterMainContent(
  loadPageBusy: () => Promise<typeof PageBusy> = () => import('../ui/pageBusy'),
): Promise<void> {
  // Slots later in the page are noted in the same scan, after this one started.
  await Promise.resolve();
  if (mainMounts.length === 0) return;
  await Promise.allSettled(mainMounts);
  try {
    const { pageFree, FIRST_VIEW_WAIT_MS } = await loadPageBusy();
    await pageFree(FIRST_VIEW_WAIT_MS);
  } catch {
    // The widget's own load meets the network failure, if any, and shows it with Retry.
  }
}
