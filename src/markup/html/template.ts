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
  /** The document's HTML, once asked for. */
  html: string | null;
  /** The same content parsed again, for its HTML once a view has taken `body`. */
  reparse: () => MarkupDocument;
}

const templates = new WeakMap<MarkupDocument, Template>();

/**
 * Keeps the parse's DOM with `document`, and makes its `html` lazy: written out only when
 * something asks for it (another view of the same document, a cache), not on every parse,
 * where it cost as much as a tenth of rendering a large lesson.
 */
export function keepTemplate(
  document: Omit<MarkupDocument, 'html'>,
  body: Element,
  { formulas, found }: FinishResult,
  reparse: () => MarkupDocument,
): MarkupDocument {
  const template: Template = { body, formulas, found, html: null, reparse };
  const html = () =>
    (template.html ??= template.body ? template.body.innerHTML : template.reparse().html);
  const kept = Object.defineProperty(document, 'html', { enumerable: true, get: html });
  templates.set(kept as MarkupDocument, template);
  return kept as MarkupDocument;
}

/** The formulas of a document, as the view typesets them. */
export function formulasOf(document: MarkupDocument): Formula[] {
  return templates.get(document)?.formulas ?? [];
}

const PREPARED =
  '.markup-accordion, .markup-question-slot, .markup-math, .markup-partner-slot, .markup-frame-slot';

/** A content's nodes, outside any page, with the elements the view prepares among them. */
export interface TakenContent {
  /** The element holding the content, in an inert document (no script runs, nothing loads). */
  content: Element;
  found: Element[];
}

/**
 * The one element that holds a body's content: the wrapper the parse writes around it, or
 * (should the body hold anything else) a new one the body's nodes move into.
 */
function contentOf(body: Element): Element {
  const only = body.firstChild;
  if (only && only === body.lastChild && only.nodeName === 'DIV') return only as Element;
  const content = body.ownerDocument.createElement('div');
  content.append(...Array.from(body.childNodes));
  body.append(content);
  return content;
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
    return { content: contentOf(body), found };
  }
  if (!document.html) return { content: page.createElement('div'), found: [] };
  // An inert document of its own (nothing runs or loads), whose body the view can adopt; a
  // template's content could not be (it stays its template's).
  const view = page.defaultView;
  const parser = view ? new view.DOMParser() : new DOMParser();
  const { body } = parser.parseFromString(document.html, 'text/html');
  return { content: contentOf(body), found: Array.from(body.querySelectorAll(PREPARED)) };
}
