import { activatesByItself, keywordAt, makeKeywordsFocusable } from './keywordElements';

export interface ActivationHandlers {
  /** A keyword inside the scope was clicked, or pressed with Enter or Space. */
  activate: (keyword: HTMLElement) => void;
  /** A pointer entered or focus reached a keyword: a hint that it may be opened. */
  approach?: () => void;
}

/**
 * Watches the page for keyword activations inside `scope`, without React. Listening once on
 * the document (event delegation) also covers keywords rendered later, such as the steps the
 * lesson player shows; a MutationObserver makes those focusable. Returns the clean-up.
 */
export function watchKeywords(scope: string, handlers: ActivationHandlers): () => void {
  // Space activates a button when it is released (as native buttons do), so the key-up does
  // not land on the popover's close button, which has focus by then.
  let spacePressedOn: HTMLElement | null = null;

  const onClick = (event: MouseEvent) => {
    const keyword = keywordAt(event.target, scope);
    if (keyword) handlers.activate(keyword);
  };
  const onNear = (event: Event) => {
    if (keywordAt(event.target, scope)) handlers.approach?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keyword = keywordAt(event.target, scope);
    if (!keyword || activatesByItself(keyword) || event.target !== keyword) return;
    if (event.key === 'Enter' && !event.repeat) {
      event.preventDefault();
      handlers.activate(keyword);
    } else if (event.key === ' ') {
      event.preventDefault(); // no page scroll
      spacePressedOn = keyword;
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    const keyword = spacePressedOn;
    spacePressedOn = null;
    if (keyword && event.target === keyword) handlers.activate(keyword);
  };

  makeKeywordsFocusable(document, scope);
  const observer = new MutationObserver(() => makeKeywordsFocusable(document, scope));
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('keyup', onKeyUp);
  document.addEventListener('pointerover', onNear);
  document.addEventListener('focusin', onNear);
  return () => {
    observer.disconnect();
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('keyup', onKeyUp);
    document.removeEventListener('pointerover', onNear);
    document.removeEventListener('focusin', onNear);
  };
}

/** Activations watched before the popover's React part loaded, handed to it once it has. */
export interface ActivationRelay {
  /** Passes an activation on, or keeps the latest one until a listener subscribes. */
  activate: (keyword: HTMLElement) => void;
  approach: () => void;
  subscribe: (handlers: ActivationHandlers) => () => void;
}

export function createActivationRelay(): ActivationRelay {
  let listener: ActivationHandlers | null = null;
  let pending: HTMLElement | null = null;
  return {
    activate(keyword) {
      if (listener) listener.activate(keyword);
      else pending = keyword;
    },
    approach() {
      listener?.approach?.();
    },
    subscribe(handlers) {
      listener = handlers;
      const waiting = pending;
      pending = null;
      if (waiting?.isConnected) handlers.activate(waiting);
      return () => {
        if (listener === handlers) listener = null;
      };
    },
  };
}
