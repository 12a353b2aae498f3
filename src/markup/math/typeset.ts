import { whenPageFree, whenPageSettled, whenSettled } from '@courses/runtime';
import { loadedMath } from '../kits/registry';
import { loadAllMarkup } from '../load';

let mayStart: Promise<void> | null = null;

/**
 * MathJax's start-up is a long task (about 100 ms on a desktop, four times that on a school
 * laptop): the first formula waits until no view is being made usable (ui/pageBusy.ts), and
 * then until the page has settled (ui/whenIdle.ts), so a step's question answers before its
 * formulas are typeset, not after, and the reader's first keystrokes do not wait behind it
 * (it had started in the idle moment right after the step's fields were enabled, holding the
 * next frame: a sixth of a warm navigation at 4x CPU, `npm run bench`). Later formulas, on
 * later steps, are typeset at once.
 */
function whenMathMayStart(): Promise<void> {
  mayStart ??= new Promise<void>((resolve) => {
    whenPageFree(() => whenSettled(resolve));
  });
  return mayStart;
}

/**
 * Typesets one formula (see math/mathjax.ts). Typesetting's code loads with the constructs'
 * (load.ts) when a formula first asks for it: the formula shows its TeX until then, as it does
 * while MathJax itself loads. A failed download is tried again by the next formula.
 */
export function typeset(tex: string, display: boolean): Promise<Element> {
  return whenMathMayStart().then(() => {
    const math = loadedMath();
    if (math) return math.typeset(tex, display);
    return loadAllMarkup().then(() => loadedMath()!.typeset(tex, display));
  });
}

/** `$…$` or `$$…$$` as the markup writes maths (a rough test: `$5 and $10` may pass). */
const MATH_PATTERN = /\$\$[\s\S]+?\$\$|\$[^\s$][^$\n]*\$/;

export function mayContainMath(source: string): boolean {
  return MATH_PATTERN.test(source);
}

let warmed: Promise<void> | null = null;

/**
 * Loads MathJax and typesets a throwaway formula once the page has loaded and gone quiet, so the
 * first formula a reader meets (the next step's) costs only its own typesetting: MathJax's
 * start-up and its stylesheet, which makes the browser restyle the page, happen before, not on
 * the click. Not sooner: started in an idle moment of the page's start, its half-second of work
 * held back the step the reader opened. Once per page; a failure is left for the formula itself
 * to report.
 */
export function warmUpMathJax(): void {
  if (warmed) return;
  warmed = new Promise<void>((resolve) => {
    whenPageSettled(resolve);
  })
    .then(() => typeset('x', false))
    .then(
      () => undefined,
      () => {
        warmed = null;
      },
    );
}
