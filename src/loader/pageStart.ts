/**
 * What the loader starts on a page besides its slots: the first API calls, reporting, and the
 * embed pages' login parts, each only where the page has a use for it.
 */
import { holdReports } from '../reporting/hook';
import { RELEASE } from './release';
import { findSlots, readSlotProps } from './slots';
import { sendStartCalls } from './startCalls';

/**
 * An embed view's account line and the login pop-up's handoff: loaded only on the pages that
 * have them, so no other page pays for the code.
 */
export function startEmbedAccount(): void {
  const failed = (error: unknown) => console.error('[courses] the login code did not load', error);
  if (document.querySelector('[data-embed-account]'))
    import('./embedLogin').then(({ startEmbedLogin }) => startEmbedLogin(), failed);
  if (document.querySelector('[data-embed-handoff]'))
    import('./sessionHandoff').then(({ startSessionHandoff }) => startSessionHandoff(), failed);
}

/**
 * Reporting, on pages whose COURSES_CONFIG sets `report` only: what the page reports until its
 * code has arrived is held, and no other page downloads it.
 */
export function startReporting(): void {
  const target = window.COURSES_CONFIG?.report;
  if (typeof target !== 'string' && typeof target !== 'function') return;
  holdReports();
  import('../reporting').then(
    (reporting) => reporting.startReporting(target, RELEASE.id),
    (error: unknown) => console.error('[courses] the reporting code did not load', error),
  );
}

/** The page's first calls leave before any widget's code has arrived (startCalls.ts). */
export function sendPageStartCalls(): void {
  const slots = findSlots().map((element) => {
    let props: unknown = {};
    try {
      props = readSlotProps(element);
    } catch {
      // The slot reports its own bad props when it mounts.
    }
    return { widget: element.dataset.widget ?? '', props };
  });
  sendStartCalls(slots);
}
