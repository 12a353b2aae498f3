/**
 * Finds an element the way a person names it (role, accessible name, text), inside the page,
 * in any engine: the one function below runs in the page, marks the element it finds with a
 * numbered attribute and returns a CSS selector for it, which each adapter then clicks or drags
 * natively. Kept to what the journeys need, not a full accessible-name computation.
 */

export type Role =
  | 'button'
  | 'link'
  | 'radio'
  | 'checkbox'
  | 'textbox'
  | 'menuitem'
  | 'dialog'
  | 'heading'
  | 'status'
  | 'alert'
  | 'img';

export interface Target {
  role?: Role;
  /** The accessible name: exactly this string, or matching this expression. */
  name?: string | RegExp;
  /** A CSS selector the element matches (alone, or with role and name). */
  css?: string;
  /** Only inside the first element this CSS selector matches. */
  within?: string;
}

/** A Target as it crosses into the page: an expression cannot be passed as JSON. */
export interface PageTarget {
  role?: Role;
  name?: { text: string } | { source: string; flags: string };
  css?: string;
  within?: string;
  mark: string;
}

export function toPageTarget(target: Target, mark: string): PageTarget {
  const { name, ...rest } = target;
  if (name === undefined) return { ...rest, mark };
  return {
    ...rest,
    mark,
    name: typeof name === 'string' ? { text: name } : { source: name.source, flags: name.flags },
  };
}

export function describeTarget(target: Target): string {
  return JSON.stringify({ ...target, name: target.name?.toString() });
}

/** Runs in the page: returns the selector of the first visible match, or null. */
export function locateInPage(target: PageTarget): string | null {
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="number"], input[type="search"], textarea, [role="textbox"]',
    menuitem: '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    status: '[role="status"], output',
    alert: '[role="alert"]',
    img: 'img, [role="img"]',
  };
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  // Text as a screen reader gets it: without what is aria-hidden (icons beside a label).
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
    return Array.from(node.childNodes, textOf).join('');
  };
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return clean(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return clean(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return clean(Array.from(labels, textOf).join(' '));
    if (element instanceof HTMLInputElement && element.type === 'submit')
      return clean(element.value);
    return clean(textOf(element));
  };
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };
  const matches = (name: string) => {
    if (!target.name) return true;
    if ('text' in target.name) return name === target.name.text;
    return new RegExp(target.name.source, target.name.flags).test(name);
  };
  const root = target.within ? document.querySelector(target.within) : document;
  if (!root) return null;
  // With both a role and a CSS selector, the element must match both.
  const candidates = Array.from(
    root.querySelectorAll(target.css ?? ROLES[target.role ?? ''] ?? '*'),
  )
    .filter((element) => !target.role || !target.css || element.matches(ROLES[target.role]!))
    .filter((element) => visible(element) && matches(nameOf(element)));
  const found = candidates[0];
  if (!found) return null;
  found.setAttribute('data-engine-target', target.mark);
  return `[data-engine-target="${target.mark}"]`;
}
