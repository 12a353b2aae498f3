import type { MarkupDocument } from '../types';
import type { FinishResult, Formula } from './finishDom';

/**
 * What a parse keeps beside its document, out of the plain data: the finished DOM the parse
 * built (shown by the first view, so the content is not parsed a second time) and the
 * formulas to typeset. Keyed by document, so a cached document keeps them.
 */
interface Template {
  /** The finished content's parent, until a view takes its children. */
  body: Element | null;
  formulas: Formula[];
  /** The elements of `body` the view prepares, found while the parse built them. */
  found: Element[];
}

const templates = new WeakMap<MarkupDocument, Template>();

export function keepTemplate(
  document: MarkupDocument,
  body: Element,
  { formulas, found }: FinishResult,
): void {
  templates.set(document, { body, formulas, found });
}

/** The formulas of a document, as the view typesets them. */
export function formulasOf(document: MarkupDocument): Formula[] {
  return templates.get(document)?.formulas ?? [];
}

const PREPARED =
  '.markup-accordion, .markup-question-slot, .markup-math, .markup-partner-slot, .markup-frame-slot';

/**
 * Puts the content's DOM into `container` (for one view) and returns the elements the view
 * prepares. The first view takes the parse's own nodes; any other builds them from the
 * document's HTML in an inert template, where nothing runs or loads.
 */
export function takeContent(document: MarkupDocument, container: Element): Element[] {
  const template = templates.get(document);
  if (template?.body) {
    const { body, found } = template;
    template.body = null;
    template.found = [];
    container.append(...Array.from(body.childNodes));
    return found;
  }
  if (!document.html) return [];
  const inert = container.ownerDocument.createElement('template');
  inert.innerHTML = document.html;
  const found = Array.from(inert.content.querySelectorAll(PREPARED));
  container.append(inert.content);
  return found;
}
