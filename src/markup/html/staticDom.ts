import { ICONS, type IconName } from '../icons';

/**
 * Small DOM builders for the renderer's own structure (icons, marks, alerts...). They create
 * nodes in the document of the content they belong to and never read content as markup: text
 * goes in as text nodes, values as attributes.
 */

const SVG = 'http://www.w3.org/2000/svg';

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

function drawIcon(doc: Document, name: IconName, className: string): Element {
  const svg = doc.createElementNS(SVG, 'svg');
  const attributes: Record<string, string> = {
    class: className,
    'data-icon': name,
    viewBox: '0 0 24 24',
    width: '1em',
    height: '1em',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  };
  for (const [attribute, value] of Object.entries(attributes)) svg.setAttribute(attribute, value);
  for (const shape of ICONS[name].shapes) {
    const { kind, ...rest } = shape;
    const node = doc.createElementNS(SVG, kind);
    for (const [attribute, value] of Object.entries(rest))
      node.setAttribute(attribute, String(value));
    svg.append(node);
  }
  return svg;
}

/**
 * An icon of the fixed set, as MarkupIcon draws it. Decorative: the words carry the meaning.
 * Drawn once per document, then copied.
 */
export function iconSvg(doc: Document, name: IconName, className = 'markup-icon'): Element {
  return copyOf(doc, `icon ${name} ${className}`, () => drawIcon(doc, name, className));
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
