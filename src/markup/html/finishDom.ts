import { IMAGE_ALIGNMENTS } from '../directives';
import { kit } from '../kits/registry';
import { MarkupLimitError, nodesFailure, type Budget } from '../limits';
import type { Question } from '../types';
import { isOneOf } from '../../typeGuards/isOneOf';
import { PLACED_SELECTOR, type PlacedConstruct } from './placed';
import { el, moveChildren, problemMark, setAttributes } from './staticDom';

/**
 * Turns the sanitiser's output into the content's final DOM, once per parse: the markup's
 * constructs (alerts, accordions, images, frames, keywords, formulas...) become the static
 * HTML the page shows, and the few attribute values the sanitiser's allow-list cannot judge
 * by name alone are checked. What needs behaviour is wired when the content is shown
 * (view/showContent.ts): questions are left as slots holding their parts, accordions and
 * zoomable images are plain buttons. The constructs loaded on demand are finished by their
 * family's code (kits/). Only the elements that need finishing are visited (found
 * by selector, not by walking every node), and nothing here parses content as markup: it only
 * moves sanitised nodes and adds the renderer's own elements, so the output stays as safe as
 * the sanitiser left it (sanitize/sanitizer.ts holds the element and attribute allow-list).
 */

const MISPLACED = "the content's constructs do not match their elements";
const CODE_LANGUAGE_CLASS = /^language-[\w+#-]{1,40}$/;
const TABLE_ALIGNMENTS = new Set(['left', 'right', 'center']);

export interface Formula {
  tex: string;
  display: boolean;
}

export interface FinishResult {
  formulas: Formula[];
  /** The elements the view prepares (accordions, question slots, formulas, partner icons). */
  found: Element[];
}

/** One finishing pass, as each construct's finishing sees it. */
export interface Walk {
  doc: Document;
  frameHosts: readonly string[];
  questions: readonly Question[];
  constructs: readonly PlacedConstruct[];
  formulas: Formula[];
  found: Element[];
}

export function positive(value: number | null): string | null {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? String(number) : null;
}

/**
 * The elements whose attribute values the allow-list cannot judge by name alone. A table
 * cell's alignment as Markdown writes it is judged by the selector (a large table has
 * hundreds of cells, each a call from script otherwise); `align` values match whatever their
 * case, as HTML has it, and every case of these three is a valid alignment.
 */
const VALUES_TO_CHECK =
  '[class], [align]:not(:is(th, td):is([align="left"], [align="right"], [align="center"])), [start], input';

/**
 * Attribute values the allow-list keeps by name, in one pass over the elements that carry
 * one: a class only as a code block's language, an alignment only on a table cell, a list's
 * start as a number; and inputs.
 */
function finishAttributeValues(root: Element, doc: Document): void {
  for (const element of Array.from(root.querySelectorAll(VALUES_TO_CHECK))) {
    const tag = element.localName;
    const value = (name: string) => element.getAttribute(name) ?? '';
    if (
      element.hasAttribute('class') &&
      (tag !== 'code' || !CODE_LANGUAGE_CLASS.test(value('class')))
    )
      element.removeAttribute('class');
    // A table cell keeps Markdown's alignment as written: browsers lay `align` out as
    // text-align, and leaving it costs nothing on a table of hundreds of cells.
    if (
      element.hasAttribute('align') &&
      !((tag === 'th' || tag === 'td') && TABLE_ALIGNMENTS.has(value('align').toLowerCase()))
    )
      element.removeAttribute('align');
    if (element.hasAttribute('start')) {
      const start = Number(value('start'));
      if (tag !== 'ol' || !Number.isInteger(start) || !start) element.removeAttribute('start');
      else element.setAttribute('start', String(start));
    }
    if (tag === 'input') finishInput(element, doc);
  }
}

/** Of inputs only task list checkboxes stay, their item's words becoming their label. */
function finishInput(input: Element, doc: Document): void {
  if (input.getAttribute('type') !== 'checkbox') {
    for (const { name } of Array.from(input.attributes)) input.removeAttribute(name);
    input.setAttribute('hidden', '');
    return;
  }
  const item = input.parentElement;
  if (item?.localName === 'li' && item.firstChild === input) {
    const label = el(doc, 'label', { class: 'markup-task' });
    moveChildren(item, label);
    item.append(label);
  }
}

/**
 * Makes a construct's own element its finished form in place, for an inline construct: a
 * `<m-c>` lays out and reads as a span does (a custom element has no meaning of its own), so
 * the given attributes are all it takes, cheaper than a new element taking over its children.
 */
export function finishInPlace(
  element: Element,
  attributes: Record<string, string | null>,
): Element {
  setAttributes(element, attributes);
  return element;
}

/** Replaces a construct's element by `replacement`, which takes over its children. */
export function replaceWithChildren(element: Element, replacement: Element, into: Element): void {
  moveChildren(element, into);
  element.replaceWith(replacement);
}

function finishConstruct(construct: PlacedConstruct, element: Element, walk: Walk): void {
  const { doc } = walk;
  // Inside a link a button would nest interactive content.
  const insideLink =
    construct.kind === 'image' || construct.kind === 'keyword'
      ? element.closest('a') !== null
      : false;
  switch (construct.kind) {
    case 'question':
      kit('question').finishQuestion(construct, element, walk);
      return;
    case 'accordion':
      kit('blocks').finishAccordion(construct, element, walk);
      return;
    case 'alert':
      kit('blocks').finishAlert(construct, element, walk);
      return;
    case 'video':
      kit('video').finishVideo(construct, element, walk);
      return;
    case 'image': {
      // The image the sanitiser left stays, with the address it left (or removed).
      if (!element.hasAttribute('src')) {
        element.remove();
        return;
      }
      const { align } = construct;
      const alt = element.getAttribute('alt') ?? '';
      const className = `markup-image${align !== null && isOneOf(IMAGE_ALIGNMENTS, align) ? ` markup-align-${align}` : ''}`;
      // Only its address and words stay of what it carried; the rest comes from the construct.
      if (element.attributes.length > 2)
        for (const { name } of Array.from(element.attributes))
          if (name !== 'src' && name !== 'alt') element.removeAttribute(name);
      setAttributes(element, {
        alt: element.hasAttribute('alt') ? null : '',
        title: construct.title || null,
        width: positive(construct.width),
        height: positive(construct.height),
        loading: 'lazy',
      });
      const frame = insideLink
        ? el(doc, 'span', { class: className })
        : el(doc, 'button', {
            type: 'button',
            class: `${className} markup-image-button`,
            'aria-label': alt ? `Zoom image: ${alt}` : 'Zoom image',
            'aria-haspopup': 'dialog',
            'data-image': String(construct.index + 1),
          });
      element.replaceWith(frame);
      frame.append(element);
      return;
    }
    case 'color':
      kit('inline').finishColor(construct, element);
      return;
    case 'icon':
      kit('inline').finishIcon(construct, element, walk);
      return;
    case 'keyword': {
      const { id } = construct;
      // Inside a link a button would nest interactive content, so a plain span is used. The
      // keyword popover opens on keyword_id by event delegation.
      const term = insideLink
        ? el(doc, 'span', { class: 'markup-keyword', keyword_id: id, 'data-keyword-id': id })
        : el(doc, 'button', {
            type: 'button',
            class: 'markup-keyword',
            'aria-haspopup': 'dialog',
            keyword_id: id,
            'data-keyword-id': id,
          });
      replaceWithChildren(element, term, term);
      return;
    }
    case 'partner-icon':
      kit('inline').finishPartnerIcon(construct, element, walk);
      return;
    case 'math': {
      // The formula's own element stays, showing its TeX until the view typesets it (and
      // keeping it, for a view shown again).
      const tex = element.textContent ?? '';
      const { display } = construct;
      walk.formulas.push({ tex, display });
      finishInPlace(element, {
        class: display ? 'markup-math markup-math-display' : 'markup-math',
        'data-tex': tex,
      });
      walk.found.push(element);
      return;
    }
    case 'problem':
      element.replaceWith(problemMark(doc, element.textContent ?? '', construct.message));
      return;
    case 'raw-html':
      element.replaceWith(el(doc, 'p', { class: 'markup-raw-html' }, [element.textContent ?? '']));
      return;
  }
}

/** Finishes the sanitised content, the children of `root`, in place (see above). */
export function finishDom(
  root: Element,
  questions: readonly Question[],
  constructs: readonly PlacedConstruct[],
  frameHosts: readonly string[],
  budget: Budget,
): FinishResult {
  if (root.getElementsByTagName('*').length > budget.limits.maxNodes)
    throw new MarkupLimitError(nodesFailure(budget.limits));
  const doc = root.ownerDocument;
  const walk: Walk = { doc, frameHosts, questions, constructs, formulas: [], found: [] };
  finishAttributeValues(root, doc);
  // In document order, outer constructs first: an inner one moves with its parent's children.
  // The constructs are listed in that order (html/placed.ts); were an element missing or one
  // too many, every later construct would be finished as another's, so that is a failure.
  const elements = Array.from(root.querySelectorAll(PLACED_SELECTOR));
  if (elements.length !== constructs.length) throw new Error(MISPLACED);
  elements.forEach((element, index) => {
    const construct = constructs[index]!;
    if ((construct.kind === 'image') !== (element.localName === 'img')) throw new Error(MISPLACED);
    finishConstruct(construct, element, walk);
  });
  budget.checkNow();
  return { formulas: walk.formulas, found: walk.found };
}
