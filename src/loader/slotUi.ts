/**
 * What a slot shows before its widget runs. Plain DOM on purpose: these messages must work
 * when React or a remote could not be loaded at all.
 */
import { ensureSlotStyles } from './slotStyles';

export function showLoading(element: HTMLElement): void {
  ensureSlotStyles();
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.className = 'courses-slot-loading';
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
