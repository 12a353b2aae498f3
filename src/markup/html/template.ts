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

/** A content's nodes, outside any page, with the elements the view prepares among them. */
export interface TakenContent {
  /** The parent of the content's nodes, inert (no script runs, nothing loads). */
  parent: ParentNode;
  found: Element[];
}

/**
 * The content's DOM for one view, prepared by the view before it enters the page (changing
 * nodes outside the page costs nothing of the page's upkeep). The first view takes the
 * parse's own nodes; any other builds them from the document's HTML in an inert document.
 */
export function takeContent(document: MarkupDocument, page: Document): TakenContent {
  const template = templates.get(document);
  if (template?.body) {
    const { body, found } = template;
    template.body = null;
    template.found = [];
    return { parent: body, found };
  }
  if (!document.html) return { parent: page.createDocumentFragment(), found: [] };
  // An inert document of its own (nothing runs or loads), whose body the view can adopt; a
  // template's content could not be (it stays its template's).
  const view = page.defaultView;
  const parser = view ? new view.DOMParser() : new DOMParser();
  const { body } = parser.parseFromString(document.html, 'text/html');
  return { parent: body, found: Array.from(body.querySelectorAll(PREPARED)) };
}
