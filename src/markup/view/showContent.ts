import { isPartnerHost } from '@courses/runtime';
import { takeContent } from '../html/template';
import { whenIdle } from '../../ui/whenIdle';
import { kit } from '../kits/registry';
import { typeset } from '../math/typeset';
import { isSafeTex } from '../math/texSafety';
import type { MarkupDocument, Question } from '../types';

/** A question's place in the shown content and its parts, as DOM nodes. */
export interface QuestionParts {
  slot: Element;
  question: Question;
  /** 1-based position among the content's questions. */
  number: number;
  prompt: Node[];
  options: Node[][];
  solution: Node[] | null;
  domId: string;
}

/**
 * Static questions built before the content is shown. A content with more (a whole unit's
 * lesson can hold hundreds) shows the rest as their plain parts for a moment and builds them
 * while the browser is idle, a slice at a time, so the content is on screen without waiting
 * for all of them; a lesson step's few questions are all built at once.
 */
const QUESTIONS_AT_ONCE = 10;
/** Formulas given to MathJax when the content is shown; the rest follow in idle time. */
const FORMULAS_AT_ONCE = 20;
const IDLE_SLICE_MS = 8;

/**
 * Runs `tasks` in order in idle slices of the main thread, taking each off the list as it
 * runs (a view shown again goes on where it stopped); returns the stop.
 */
function runWhenIdle(tasks: (() => void)[]): () => void {
  let cancel = () => {};
  const slice = () => {
    const started = performance.now();
    while (tasks.length > 0 && performance.now() - started < IDLE_SLICE_MS) tasks.shift()!();
    if (tasks.length > 0) cancel = whenIdle(slice);
  };
  if (tasks.length > 0) cancel = whenIdle(slice);
  return () => cancel();
}

/**
 * Typeset formulas shown without their assistive MathML (what a screen reader reads of them;
 * nothing on screen), which joins each in the browser's next idle moment. Laid out with the
 * formula, it was about 40 % of the formula's cost, in the frame that shows a new step (`npm
 * run bench`, Next). A screen reader starts at the new view's heading, which takes focus, and
 * reaches a formula after its MathML is in.
 */
function assistiveWhenIdle(): { later: (formula: Element) => void; stop: () => void } {
  const tasks: (() => void)[] = [];
  let stop = () => {};
  return {
    later(formula) {
      const assistive = Array.from(formula.children).find(
        (child) => child.localName === 'mjx-assistive-mml',
      );
      if (!assistive) return;
      assistive.remove();
      tasks.push(() => formula.appendChild(assistive));
      if (tasks.length === 1) stop = runWhenIdle(tasks);
    },
    stop: () => stop(),
  };
}

/** A document's content made ready for one view, not yet in the page. */
export interface PreparedContent {
  /** The element holding the content (detached until shown). */
  content: Element;
  /** The questions left for the caller's renderer (none when they are shown static). */
  questions: QuestionParts[];
  formulas: Element[];
  partnerSlots: Element[];
  /** Frames' places, each made into its frame when the reader comes near (kits/video.ts). */
  frameSlots: Element[];
  /** Static questions built once the content is shown (see QUESTIONS_AT_ONCE). */
  laterQuestions: (() => void)[];
}

/**
 * Prepares a parsed document for one view, outside the page (so React can render the
 * caller's questions into their slots in the same commit that shows the content): its HTML
 * (already sanitised and finished) taken into the page's document, ids made unique with
 * `idPrefix`, static questions built in place (or, with `ownQuestions`, left to the caller).
 * Questions and frames are readied by their family's code (kits/), loaded before the parse.
 */
export function prepareContent(
  page: Document,
  document: MarkupDocument,
  idPrefix: string,
  ownQuestions: boolean,
): PreparedContent {
  const { content, found } = takeContent(document, page);
  // Owned by the page from now on: what the view and React add is made in its document.
  page.adoptNode(content);
  const prepared: PreparedContent = {
    content,
    questions: [],
    formulas: [],
    partnerSlots: [],
    frameSlots: [],
    laterQuestions: [],
  };
  const canWait = typeof page.defaultView?.IntersectionObserver === 'function';
  let statics = 0;
  for (const element of found) {
    const className = element.getAttribute('class') ?? '';
    if (className === 'markup-accordion') {
      const id = `${idPrefix}-accordion-${element.getAttribute('data-accordion') ?? ''}`;
      const button = element.firstElementChild;
      const panel = element.lastElementChild;
      button?.setAttribute('id', `${id}-button`);
      button?.setAttribute('aria-controls', `${id}-panel`);
      panel?.setAttribute('id', `${id}-panel`);
    } else if (className === 'markup-question-slot') {
      const questions = kit('question');
      const build = () => questions.buildStaticQuestion(page, element, document, idPrefix);
      if (ownQuestions) {
        const parts = questions.questionParts(element, document, idPrefix);
        if (parts) prepared.questions.push(parts);
      } else if (statics < QUESTIONS_AT_ONCE) {
        statics += 1;
        build();
      } else prepared.laterQuestions.push(build);
    } else if (className === 'markup-frame-slot') {
      if (kit('video').prepareFrame(page, element, canWait)) prepared.frameSlots.push(element);
    } else if (className.startsWith('markup-math')) {
      prepared.formulas.push(element);
    } else {
      prepared.partnerSlots.push(element);
    }
  }
  return prepared;
}

/**
 * Puts prepared content into `container` (once) and starts what comes after: formulas
 * typeset as MathJax delivers them, partner icons on a partner host, the later frames.
 * Returns the stop for content no longer shown.
 */
export function showPrepared(container: Element, prepared: PreparedContent): () => void {
  const page = container.ownerDocument;
  container.replaceChildren(prepared.content);
  const { frameSlots } = prepared;
  const stopFrames = frameSlots.length > 0 ? kit('video').framesWhenNear(page, frameSlots) : null;
  const stopQuestions = runWhenIdle(prepared.laterQuestions);
  let current = true;
  // The formulas, dropped when the view stops: a formula may wait long for MathJax (or for
  // ever, when it cannot load), and its wait must not keep a content no longer shown.
  let formulas: Element[] | null = [];
  const { later: assistiveLater, stop: stopAssistive } = assistiveWhenIdle();
  const typesetAt = (index: number, tex: string, display: boolean) => {
    // The typeset output takes the place of the TeX, shown as text until it is ready.
    typeset(tex, display).then(
      (node) => {
        const shown = formulas?.[index];
        if (!shown) return;
        assistiveLater(node);
        shown.replaceChildren(node);
        shown.classList.add('markup-math-typeset');
      },
      (error: unknown) => console.error('[courses] a formula could not be typeset', error),
    );
  };
  // MathJax typesets one formula at a time, in the order asked: the first ones (on screen
  // first) are asked for now, the rest while the browser is idle.
  const laterFormulas: (() => void)[] = [];
  for (const formula of prepared.formulas) {
    const tex = formula.getAttribute('data-tex') ?? '';
    if (!isSafeTex(tex)) continue;
    const index = formulas.push(formula) - 1;
    const display = formula.classList.contains('markup-math-display');
    if (index < FORMULAS_AT_ONCE) typesetAt(index, tex, display);
    else laterFormulas.push(() => typesetAt(index, tex, display));
  }
  const stopFormulas = runWhenIdle(laterFormulas);
  const { partnerSlots } = prepared;
  if (partnerSlots.length > 0 && isPartnerHost())
    kit('inline').showPartnerIcons(page, partnerSlots, () => current);
  return () => {
    current = false;
    formulas = null;
    stopFormulas();
    stopAssistive();
    stopFrames?.();
    stopQuestions();
  };
}

/** Shows or hides a disclosure's panel from its button (accordions, static solutions). */
function toggle(button: Element, panel: Element | null): boolean {
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  if (open) panel?.removeAttribute('hidden');
  else panel?.setAttribute('hidden', '');
  return open;
}

export interface ZoomRequest {
  src: string;
  alt: string;
  heading: string;
  titleId: string;
}

/**
 * The content's buttons, handled by delegation from its container: accordions and static
 * solutions open and close; a zoomable image asks for its dialog (returned).
 */
export function handleContentClick(
  container: Element,
  target: EventTarget | null,
  idPrefix: string,
): ZoomRequest | null {
  const button = (target as Element | null)?.closest?.('button');
  // A button of content nested inside this one (a solution's own view) is that view's.
  if (!button || button.closest('.markup-body') !== container) return null;
  const classes = button.classList;
  if (classes.contains('markup-accordion-button')) {
    const open = toggle(button, button.nextElementSibling);
    button.parentElement?.setAttribute('data-open', String(open));
  } else if (classes.contains('markup-solution-button')) {
    const open = toggle(button, button.nextElementSibling);
    button.textContent = open ? 'Hide solution' : 'Show solution';
  } else if (classes.contains('markup-image-button')) {
    const image = button.querySelector('img');
    if (!image) return null;
    const alt = image.getAttribute('alt') ?? '';
    return {
      src: image.getAttribute('src') ?? '',
      alt,
      heading: alt || image.getAttribute('title') || 'Image',
      titleId: `${idPrefix}-image-${button.getAttribute('data-image') ?? ''}-title`,
    };
  }
  return null;
}
