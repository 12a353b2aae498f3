/** The centre of an element in viewport coordinates, read in the page (any engine). */
export interface Point {
  x: number;
  y: number;
}

export function centreInPage(selector: string): Point | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
}

/** Where a drag moves first, to start it, before the drop zone it reveals can be measured. */
export const DRAG_START_OFFSET = 20;

/** Records uncaught errors from now on; read them back with readErrorsInPage. */
export function recordErrorsInPage(): void {
  const page = window as unknown as { __engineErrors?: string[] };
  if (page.__engineErrors) return;
  const errors: string[] = [];
  page.__engineErrors = errors;
  window.addEventListener('error', (event) => errors.push(`pageerror: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`pageerror: ${String(event.reason)}`),
  );
}

export function readErrorsInPage(): string[] {
  return (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? [];
}
