/**
 * What a slot shows before its widget runs. Plain DOM on purpose: these messages must work
 * when React or a remote could not be loaded at all.
 */
import { ensureSlotStyles } from './slotStyles';

/**
 * The slot's loading state. `quiet` for a slot whose widget takes no room once mounted: the
 * status is read by screen readers but takes no room either, so nothing below it moves.
 */
export function showLoading(element: HTMLElement, quiet = false): void {
  ensureSlotStyles();
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.className = quiet ? 'courses-slot-loading-quiet' : 'courses-slot-loading';
  status.textContent = 'Loading...';
  element.replaceChildren(status);
}

export function showFailure(element: HTMLElement, message: string, retry?: () => void): void {
  ensureSlotStyles();
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'courses-slot-error';
  const text = document.createElement('p');
  text.textContent = message;
  box.append(text);
  if (retry) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Retry';
    button.addEventListener('click', retry, { once: true });
    box.append(button);
  }
  element.replaceChildren(box);
}
