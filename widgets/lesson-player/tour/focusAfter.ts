const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

/**
 * Where focus goes when `element` is removed while focus is in it or in its dialog: the first
 * element after it in the page that can take focus, as Tab would have reached next. That
 * includes a heading given tabindex -1 to receive focus, such as the step's heading.
 *
 * `skip` is left out as well: the dialog, whose portal sits after everything else in the page.
 * Elements hidden by MUI's aria-hidden are not skipped, since an open dialog hides the whole
 * page that way until it closes.
 */
export function followingFocusTarget(
  element: HTMLElement | null,
  skip: HTMLElement | null,
): HTMLElement | null {
  if (!element) return null;
  for (const candidate of element.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.contains(candidate) || skip?.contains(candidate)) continue;
    if (!(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (candidate.closest('[hidden], [inert]')) continue;
    return candidate;
  }
  return null;
}
