import { normaliseColor } from '../colors';
import { ALERT_TYPES, IMAGE_ALIGNMENTS } from '../directives';
import { isAlertIconName, isIconName } from '../icons';
import { MarkupLimitError, nodesFailure, type Budget } from '../limits';
import type { Question } from '../types';
import { classifyUrl, isAllowedFrameUrl } from '../url';
import { el, iconSvg, moveChildren, problemMark } from './staticDom';

/**
 * Turns the sanitiser's output into the content's final DOM, once per parse: a second
 * allow-list of elements and attributes after the sanitiser's, and the markup's constructs
 * (alerts, accordions, images, frames, keywords, formulas...) as the static HTML the page
 * shows. What needs behaviour is wired when the content is shown (view/showContent.ts): questions
 * are left as slots holding their parts, accordions and zoomable images are plain buttons.
 * Nothing here parses content as markup: it only moves sanitised nodes and adds the
 * renderer's own elements, so the output stays as safe as the sanitiser left it.
 */

/** Plain elements the output may contain and the attributes each keeps; others become spans. */
const PLAIN_ELEMENTS: Record<string, readonly string[]> = {
  p: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  pre: [],
  code: ['class'],
  em: [],
  strong: [],
  b: [],
  i: [],
  u: [],
  s: [],
  del: [],
  ins: [],
  sub: [],
  sup: [],
  mark: [],
  kbd: [],
  small: [],
  br: [],
  hr: [],
  a: ['href', 'title', 'target', 'rel'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align'],
  td: ['align'],
  input: ['type', 'checked', 'disabled'],
  span: [],
  div: [],
};
/** Containers whose whitespace-only text (marked's newlines between blocks) means nothing. */
const BLOCK_CONTAINERS = new Set([
  '',
  'div',
  'ol',
  'ul',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
]);
const WHITESPACE_ONLY = /^\s*$/;
const CODE_LANGUAGE_CLASS = /^language-[\w+#-]{1,40}$/;
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

export interface Formula {
  tex: string;
  display: boolean;
}

export interface FinishResult {
  formulas: Formula[];
  /** The elements the view prepares (accordions, question slots, formulas, partner icons). */
  found: Element[];
}

interface Walk {
  doc: Document;
  budget: Budget;
  frameHosts: readonly string[];
  questions: readonly Question[];
  formulas: Formula[];
  found: Element[];
  elements: number;
}

function positive(value: string | null): string | null {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? String(number) : null;
}

function finishAttributes(element: Element, tag: string): void {
  if (tag !== 'input' && !element.hasAttributes()) return;
  const allowed = PLAIN_ELEMENTS[tag] ?? [];
  for (const { name, value } of Array.from(element.attributes)) {
    if (!allowed.includes(name)) {
      element.removeAttribute(name);
      continue;
    }
    if (name === 'class') {
      if (!CODE_LANGUAGE_CLASS.test(value)) element.removeAttribute(name);
    } else if (name === 'align') {
      element.removeAttribute(name);
      if (value === 'left' || value === 'right' || value === 'center')
        element.setAttribute('style', `text-align: ${value}`);
    } else if (name === 'start') {
      const start = Number(value);
      if (!start) element.removeAttribute(name);
      else element.setAttribute(name, String(start));
    } else if (name === 'href') {
      if (classifyUrl(value) === 'unsafe') element.removeAttribute(name);
    }
  }
  // Only task list checkboxes are content; any other input is hidden.
  if (tag === 'input' && element.getAttribute('type') !== 'checkbox') {
    for (const { name } of Array.from(element.attributes)) element.removeAttribute(name);
    element.setAttribute('hidden', '');
  }
}

/** A task list item starts with its checkbox; the item's words are the checkbox's label. */
function startsWithCheckbox(element: Element): boolean {
  const first = element.firstChild;
  return (
    first?.nodeType === ELEMENT_NODE &&
    (first as Element).localName === 'input' &&
    (first as Element).getAttribute('type') === 'checkbox'
  );
}

function finishChildren(parent: Node, parentTag: string, walk: Walk, insideLink: boolean): void {
  const dropsWhitespace = BLOCK_CONTAINERS.has(parentTag);
  let child = parent.firstChild;
  while (child) {
    const next = child.nextSibling;
    if (child.nodeType === TEXT_NODE) {
      if (dropsWhitespace && WHITESPACE_ONLY.test(child.nodeValue ?? '')) child.remove();
    } else if (child.nodeType === ELEMENT_NODE) {
      finishElement(child as Element, walk, insideLink);
    } else {
      child.remove();
    }
    child = next;
  }
}

function finishElement(element: Element, walk: Walk, insideLink: boolean): void {
  walk.elements += 1;
  if (walk.elements > walk.budget.limits.maxNodes)
    throw new MarkupLimitError(nodesFailure(walk.budget.limits));
  if (walk.elements % 1000 === 0) walk.budget.check();
  const kind = element.getAttribute('data-markup');
  if (kind !== null) {
    finishConstruct(kind, element, walk, insideLink);
    return;
  }
  const tag = element.localName;
  if (!(tag in PLAIN_ELEMENTS)) {
    const span = walk.doc.createElement('span');
    moveChildren(element, span);
    element.replaceWith(span);
    finishChildren(span, 'span', walk, insideLink);
    return;
  }
  finishAttributes(element, tag);
  finishChildren(element, tag, walk, insideLink || tag === 'a');
  if (startsWithCheckbox(element)) {
    const label = el(walk.doc, 'label', { class: 'markup-task' });
    moveChildren(element, label);
    element.append(label);
  }
}

/** Replaces a construct's element by `replacement`, which takes over its finished children. */
function replaceWithChildren(
  element: Element,
  replacement: Element,
  into: Element,
  walk: Walk,
  insideLink: boolean,
): void {
  finishChildren(element, 'div', walk, insideLink);
  moveChildren(element, into);
  element.replaceWith(replacement);
}

function finishConstruct(kind: string, element: Element, walk: Walk, insideLink: boolean): void {
  const { doc } = walk;
  const attr = (name: string) => element.getAttribute(name);
  switch (kind) {
    case 'question':
      finishQuestion(element, walk, insideLink);
      return;
    case 'accordion': {
      const open = attr('data-open') === 'true';
      const panel = el(doc, 'div', {
        role: 'region',
        class: 'markup-accordion-panel',
        hidden: open ? null : '',
      });
      const button = el(
        doc,
        'button',
        {
          type: 'button',
          class: 'markup-accordion-button',
          'aria-expanded': String(open),
        },
        [
          el(doc, 'span', {}, [attr('data-title') ?? '']),
          iconSvg(doc, 'arrow-right', 'markup-accordion-chevron'),
        ],
      );
      const accordion = el(
        doc,
        'div',
        {
          class: 'markup-accordion',
          'data-open': String(open),
          'data-accordion': String(Number(attr('data-index')) + 1),
        },
        [button, panel],
      );
      replaceWithChildren(element, accordion, panel, walk, insideLink);
      walk.found.push(accordion);
      return;
    }
    case 'alert': {
      const declared = attr('data-type') ?? '';
      const type = (ALERT_TYPES as readonly string[]).includes(declared) ? declared : 'info';
      const icon = attr('data-icon') ?? '';
      const title = attr('data-title') ?? '';
      const message = el(doc, 'div', { class: 'markup-alert-message' });
      if (title) message.append(el(doc, 'div', { class: 'markup-alert-title' }, [title]));
      const alert = el(
        doc,
        'div',
        { role: 'note', class: `markup-alert markup-alert-${type}`, 'data-alert-type': type },
        [
          el(doc, 'div', { class: 'markup-alert-icon-box' }, [
            iconSvg(doc, isAlertIconName(icon) ? icon : (type as never), 'markup-alert-icon'),
          ]),
          message,
        ],
      );
      replaceWithChildren(element, alert, message, walk, insideLink);
      return;
    }
    case 'video': {
      const src = attr('data-src');
      const title = attr('data-title') ?? 'Embedded content';
      const width = positive(attr('data-width')) ?? '560';
      const height = positive(attr('data-height')) ?? '315';
      const urlKind = src === null ? 'unsafe' : classifyUrl(src);
      if (
        src === null ||
        (urlKind !== 'http' && urlKind !== 'relative') ||
        !isAllowedFrameUrl(src, walk.frameHosts)
      ) {
        element.replaceWith(problemMark(doc, title, "This frame's address is not allowed."));
        return;
      }
      // The frame itself is made by the view (view/showContent.ts): a frame in the parse's
      // inert document would be one more to set up for nothing.
      const slot = el(doc, 'span', {
        class: 'markup-frame-slot',
        'data-src': src,
        'data-title': title,
        'data-width': width,
        'data-height': height,
      });
      element.replaceWith(slot);
      walk.found.push(slot);
      return;
    }
    case 'image': {
      const src = attr('src');
      if (src === null) {
        element.remove();
        return;
      }
      const align = attr('data-align') ?? '';
      const alt = attr('alt') ?? '';
      const className = `markup-image${(IMAGE_ALIGNMENTS as readonly string[]).includes(align) ? ` markup-align-${align}` : ''}`;
      const image = el(doc, 'img', {
        src,
        alt,
        title: attr('title'),
        width: positive(attr('width')),
        height: positive(attr('height')),
        loading: 'lazy',
      });
      element.replaceWith(
        insideLink
          ? el(doc, 'span', { class: className }, [image])
          : el(
              doc,
              'button',
              {
                type: 'button',
                class: `${className} markup-image-button`,
                'aria-label': alt ? `Zoom image: ${alt}` : 'Zoom image',
                'aria-haspopup': 'dialog',
                'data-image': String(Number(attr('data-index')) + 1),
              },
              [image],
            ),
      );
      return;
    }
    case 'color': {
      const color = normaliseColor(attr('data-color') ?? '');
      const span = el(doc, 'span', {
        class: 'markup-color',
        style: color ? `color: ${color}` : null,
      });
      replaceWithChildren(element, span, span, walk, insideLink);
      return;
    }
    case 'icon': {
      const name = attr('data-name') ?? '';
      if (isIconName(name)) element.replaceWith(iconSvg(doc, name));
      else element.remove();
      return;
    }
    case 'keyword': {
      const id = attr('data-keyword-id') ?? '';
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
      replaceWithChildren(element, term, term, walk, insideLink);
      return;
    }
    case 'partner-icon': {
      // Filled in when shown, and only on a partner host (view/showContent.ts).
      const slot = el(doc, 'span', {
        class: 'markup-partner-slot',
        'data-partner-icon': attr('data-value'),
      });
      element.replaceWith(slot);
      walk.found.push(slot);
      return;
    }
    case 'math': {
      const tex = element.textContent ?? '';
      const display = attr('data-display') === 'true';
      walk.formulas.push({ tex, display });
      // The formula's own element stays; its TeX moves into the source shown until typeset.
      const source = el(doc, 'span', { class: 'markup-math-source' });
      moveChildren(element, source);
      element.removeAttribute('data-markup');
      element.removeAttribute('data-display');
      element.setAttribute('class', display ? 'markup-math markup-math-display' : 'markup-math');
      element.setAttribute('data-tex', tex);
      element.append(source, el(doc, 'span', { class: 'markup-math-output' }));
      walk.found.push(element);
      return;
    }
    case 'problem':
      element.replaceWith(problemMark(doc, element.textContent ?? '', attr('data-message') ?? ''));
      return;
    case 'raw-html':
      element.replaceWith(el(doc, 'p', { class: 'markup-raw-html' }, [element.textContent ?? '']));
      return;
    default: {
      const span = doc.createElement('span');
      replaceWithChildren(element, span, span, walk, insideLink);
    }
  }
}

/**
 * A question becomes a slot holding its finished parts (prompt, each option, solution) for the
 * renderer to place in the question's own layout; a question the analysis refused is shown as
 * ordinary content.
 */
function finishQuestion(element: Element, walk: Walk, insideLink: boolean): void {
  const index = Number(element.getAttribute('data-index'));
  const question = walk.questions[index];
  if (!question) {
    finishChildren(element, 'div', walk, insideLink);
    element.replaceWith(...Array.from(element.childNodes));
    return;
  }
  // The question's own elements stay as the slot and its parts' holders: no node is made.
  for (const part of Array.from(element.children)) {
    const name = part.getAttribute('data-markup-part');
    if (name === 'options') {
      for (const option of Array.from(part.children)) {
        finishChildren(option, 'li', walk, insideLink);
        option.setAttribute('data-part', 'option');
        part.before(option);
      }
      part.remove();
    } else if (name === 'prompt' || name === 'solution') {
      finishChildren(part, 'div', walk, insideLink);
      part.removeAttribute('data-markup-part');
      part.setAttribute('data-part', name);
    } else {
      part.remove();
    }
  }
  element.removeAttribute('data-markup');
  element.removeAttribute('data-index');
  element.setAttribute('class', 'markup-question-slot');
  element.setAttribute('data-question-id', question.questionId);
  element.setAttribute('data-question-index', String(index));
  walk.found.push(element);
}

/** Finishes the sanitised content, the children of `root`, in place (see above). */
export function finishDom(
  root: Element,
  questions: readonly Question[],
  frameHosts: readonly string[],
  budget: Budget,
): FinishResult {
  const walk: Walk = {
    doc: root.ownerDocument,
    budget,
    frameHosts,
    questions,
    formulas: [],
    found: [],
    elements: 0,
  };
  finishChildren(root, '', walk, false);
  return { formulas: walk.formulas, found: walk.found };
}
