/**
 * Performance budgets (issue 11): the one place `npm run bench` reads them from. Page weights
 * are the gzip size of the JavaScript a page loads before its first interaction, in kB
 * (1,000 bytes); times are medians with the CPU throttled 4x, as on a cheap Chromebook.
 */
export const BUDGETS = {
  /** Per page (see `pages` in bench.mts); pages without a budget are only reported. */
  pageKB: {
    'keyword-popover alone': 140,
    'all widgets': 300,
    'course app step': 300,
  } as Record<string, number>,
  /** One renderer per page, whatever widgets it mounts. */
  reactDomCopies: 1,
  /** From a click on Next to the next step painted, 4x CPU throttling. */
  nextStepMs: 100,
  /**
   * Warm navigation to an interactive step: from navigation start to the step's question usable
   * (see bench.mts), the page's scripts in the HTTP cache, 4x CPU throttling.
   */
  warmNavigationMs: 1000,
  /** Markup render of a 200 KB lesson against plain marked + DOMPurify on the same text. */
  markupRatio: 1.5,
  /** The data tool plotting 1,000 to 100,000 cases (scripts/dataToolBench.ts), no throttling. */
  dataToolPlotMs: 300,
  /** A click to the next paint with 100,000 cases plotted, no throttling. */
  dataToolClickMs: 100,
} as const;

/** Chromium's CPU slow-down factor for the timed measurements. */
export const CPU_THROTTLING = 4;
