import type { MarkupDocument } from '../types';
import type { Formula } from './finishDom';

/**
 * What a parse keeps beside its document, out of the plain data: the finished DOM the parse
 * built (shown by the first view, so the content is not parsed a second time) and the
 * formulas to typeset. Keyed by document, so a cached document keeps them.
 */
interface Template {
  /** The finished content's parent, until a view takes its children. */
  body: Element | null;
  formulas: Formula[];
}

const templates = new WeakMap<MarkupDocument, Template>();

export function keepTemplate(document: MarkupDocument, body: Element, formulas: Formula[]): void {
  templates.set(document, { body, formulas });
}

/** The formulas of a document, as the view typesets them. */
export function formulasOf(document: MarkupDocument): Formula[] {
  return templates.get(document)?.formulas ?? [];
}

/**
 * The content's DOM for one view, owned by the caller. The first view takes the parse's own
 * nodes; any other builds them from the document's HTML in an inert template, where nothing
 * runs or loads.
 */
export function takeContent(document: MarkupDocument, page: Document): DocumentFragment {
  const fragment = page.createDocumentFragment();
  const template = templates.get(document);
  if (template?.body) {
    const { body } = template;
    template.body = null;
    while (body.firstChild) fragment.appendChild(body.firstChild);
    return fragment;
  }
  if (document.html) {
    const inert = page.createElement('template');
    inert.innerHTML = document.html;
    fragment.appendChild(inert.content);
  }
  return fragment;
}
