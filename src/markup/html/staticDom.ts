import type { IconName } from '../icons';

/**
 * Small DOM builders for the renderer's own structure (icons, marks, alerts...). They create
 * nodes in the document of the content they belong to and never read content as markup: text
 * goes in as text nodes, values as attributes.
 */

const NO_ATTRIBUTES: Record<string, string | null | undefined> = {};
const NO_CHILDREN: readonly (Node | string)[] = [];

/**
 * Sets each attribute that has a value; null and undefined leave it unset. Written as plain
 * loops: a large content sets thousands of these in one parse.
 */
export function setAttributes(
  element: Element,
  attributes: Record<string, string | null | undefined>,
): void {
  for (const name in attributes) {
    const value = attributes[name];
    if (value !== null && value !== undefined) element.setAttribute(name, value);
  }
}

export function el(
  doc: Document,
  tag: string,
  attributes: Record<string, string | null | undefined> = NO_ATTRIBUTES,
  children: readonly (Node | string)[] = NO_CHILDREN,
): HTMLElement {
  const element = doc.createElement(tag);
  setAttributes(element, attributes);
  if (children.length === 1) element.append(children[0]!);
  else if (children.length > 1) element.append(...children);
  return element;
}

/**
 * Each document's made-once elements (icons by name and class, constructs' empty frames), by
 * key: a content has hundreds of the same few, and one deep copy is cheaper than making each
 * element and setting each attribute again.
 */
const originals = new WeakMap<Document, Map<string, Element>>();

/** A copy of the element `make` makes for `key` in `doc` (made once per document). */
export function copyOf<T extends Element>(doc: Document, key: string, make: () => T): T {
  let made = originals.get(doc);
  if (!made) originals.set(doc, (made = new Map()));
  let original = made.get(key);
  if (!original) made.set(key, (original = make()));
  return original.cloneNode(true) as T;
}

/**
 * An icon of the fixed set, as MarkupIcon draws it: one empty element whose style paints the
 * icon (react/iconStyles.ts), cheaper to make and to show than a drawing's several nodes, of
 * which a lesson has hundreds. Decorative: the words carry the meaning.
 */
export function iconElement(doc: Document, name: IconName, className = 'markup-icon'): Element {
  return copyOf(doc, `icon ${name} ${className}`, () =>
    el(doc, 'span', { class: className, 'data-icon': name, 'aria-hidden': 'true' }),
  );
}

/** Source the renderer could not use, shown as written and highlighted with the reason. */
export function problemMark(doc: Document, text: string, message: string): HTMLElement {
  return el(doc, 'mark', { class: 'markup-problem', title: message }, [
    text,
    el(doc, 'span', { class: 'markup-visually-hidden' }, [` (${message})`]),
  ]);
}

/** Moves every child of `from` to the end of `to`. */
export function moveChildren(from: Node, to: Node): void {
  while (from.firstChild) to.appendChild(from.firstChild);
}
