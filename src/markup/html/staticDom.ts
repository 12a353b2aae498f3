import { ICONS, type IconName } from '../icons';

/**
 * Small DOM builders for the renderer's own structure (icons, marks, alerts...). They create
 * nodes in the document of the content they belong to and never read content as markup: text
 * goes in as text nodes, values as attributes.
 */

const SVG = 'http://www.w3.org/2000/svg';

export function el(
  doc: Document,
  tag: string,
  attributes: Record<string, string | null | undefined> = {},
  children: readonly (Node | string)[] = [],
): HTMLElement {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== null && value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children) element.append(child);
  return element;
}

/** Each document's drawn icons, by name and class: a content has hundreds of the same few. */
const drawnIcons = new WeakMap<Document, Map<string, Element>>();

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
  let icons = drawnIcons.get(doc);
  if (!icons) drawnIcons.set(doc, (icons = new Map()));
  const key = `${name} ${className}`;
  let icon = icons.get(key);
  if (!icon) icons.set(key, (icon = drawIcon(doc, name, className)));
  return icon.cloneNode(true) as Element;
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
