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

/** Whether a click at the element's centre would reach it (or something inside it). */
export function uncoveredInPage(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element) return false;
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) return false;
  // A label's text over its own control counts as the control, as a click there checks it.
  return (
    element.contains(hit) ||
    hit.contains(element) ||
    hit.closest('label')?.contains(element) === true
  );
}

/**
 * Whether the element stays put for a moment (reading its box lays the page out, so no frame
 * need pass): a page still laying out, a widget above it mounting, would move it between the
 * driver reading its centre and clicking there. Timers, not frames: a window in the background
 * may get no frames.
 */
export function stableInPage(selector: string): Promise<boolean> {
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve(false);
  const box = () => JSON.stringify(element.getBoundingClientRect());
  const before = box();
  return new Promise((resolve) => setTimeout(() => resolve(box() === before), 50));
}

/**
 * Whether the page has stopped moving: its widgets' boxes unchanged for half a second. Widgets
 * grow as their data arrives (a teacher's course list, a dataset's details), below the fold
 * too, where the 50 ms check of a click's target can fall between two of those moves.
 */
export function settledInPage(): Promise<boolean> {
  const boxes = () =>
    Array.from(document.querySelectorAll('[data-widget]'), (slot) =>
      JSON.stringify(slot.getBoundingClientRect()),
    ).join() + String(document.documentElement.scrollHeight);
  const before = boxes();
  return new Promise((resolve) => setTimeout(() => resolve(boxes() === before), 500));
}

/**
 * Whether the element takes input: not disabled, itself or by a disabled fieldset, nor marked
 * aria-disabled. A click on a control still loading (its saved answer on the way) is lost,
 * so the driver waits as a person waits for it to turn usable.
 */
export function enabledInPage(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element) return false;
  if (element.matches(':disabled')) return false;
  return element.closest('[aria-disabled="true"]') === null;
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
