/**
 * The keyword elements the popover opens on: the markup renderer writes them for
 * `:keyword[term]{id=N}` and Django templates may write them server-side. Both carry
 * `keyword_id` (spec section 3) and `data-keyword-id`.
 */
export const KEYWORD_SELECTOR = '[data-keyword-id], [keyword_id]';

/** Marks the popover's own root, so keywords inside a definition never re-anchor it. */
export const POPOVER_ATTRIBUTE = 'data-keyword-popover';

const NATIVELY_FOCUSABLE = 'button, a[href], input, select, textarea, summary';
const NATIVELY_ACTIVATED = 'button, a[href]';

export function keywordIdOf(element: Element): string | null {
  const id = (
    element.getAttribute('data-keyword-id') ?? element.getAttribute('keyword_id')
  )?.trim();
  return id ? id : null;
}

/** The keyword element an event happened on, when it lies inside `scope` and outside the popover. */
export function keywordAt(target: EventTarget | null, scope: string): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const keyword = target.closest<HTMLElement>(KEYWORD_SELECTOR);
  if (!keyword || keywordIdOf(keyword) === null) return null;
  if (!keyword.closest(scope) || keyword.closest(`[${POPOVER_ATTRIBUTE}]`)) return null;
  return keyword;
}

/** Native buttons (and links) turn Enter into a click themselves; other elements need help. */
export function activatesByItself(element: Element): boolean {
  return element.matches(NATIVELY_ACTIVATED);
}

/** Whether assistive technology knows the element as a button, so aria-expanded is allowed. */
export function isButtonLike(element: Element): boolean {
  return element.matches('button') || element.getAttribute('role') === 'button';
}

/**
 * Makes a server-rendered keyword reachable and operable by keyboard when its template left out
 * tabindex and role. A keyword inside a link or button stays as it is: nesting a second control
 * there would break both (the markup renderer makes the same choice).
 */
export function makeKeywordFocusable(element: HTMLElement): void {
  if (element.matches(NATIVELY_FOCUSABLE) || element.hasAttribute('tabindex')) return;
  if (element.parentElement?.closest(NATIVELY_FOCUSABLE)) return;
  element.tabIndex = 0;
  if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
  if (!element.hasAttribute('aria-haspopup')) element.setAttribute('aria-haspopup', 'dialog');
}

/** Applies makeKeywordFocusable to every keyword in `scope` below `root`. */
export function makeKeywordsFocusable(root: ParentNode, scope: string): void {
  for (const element of root.querySelectorAll<HTMLElement>(KEYWORD_SELECTOR)) {
    if (element.closest(scope) && !element.closest(`[${POPOVER_ATTRIBUTE}]`)) {
      makeKeywordFocusable(element);
    }
  }
}
