import { useEffect, useRef } from 'react';
import { activatesByItself, keywordAt, makeKeywordsFocusable } from './keywordElements';

/**
 * Calls `onActivate` when a keyword inside `scope` is clicked, or pressed with Enter or Space.
 * Listening once on the document (event delegation) also covers keywords rendered after mount,
 * such as the steps the lesson player shows later; a MutationObserver makes those focusable.
 */
export function useKeywordActivation(
  scope: string,
  onActivate: (keyword: HTMLElement) => void,
  /** Called when a pointer enters or focus reaches a keyword: a hint that it may be opened. */
  onApproach?: () => void,
) {
  const activate = useRef(onActivate);
  const approach = useRef(onApproach);
  useEffect(() => {
    activate.current = onActivate;
    approach.current = onApproach;
  });

  useEffect(() => {
    // Space activates a button when it is released (as native buttons do), so the key-up does
    // not land on the popover's close button, which has focus by then.
    let spacePressedOn: HTMLElement | null = null;

    const onClick = (event: MouseEvent) => {
      const keyword = keywordAt(event.target, scope);
      if (keyword) activate.current(keyword);
    };
    const onNear = (event: Event) => {
      if (keywordAt(event.target, scope)) approach.current?.();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const keyword = keywordAt(event.target, scope);
      if (!keyword || activatesByItself(keyword) || event.target !== keyword) return;
      if (event.key === 'Enter' && !event.repeat) {
        event.preventDefault();
        activate.current(keyword);
      } else if (event.key === ' ') {
        event.preventDefault(); // no page scroll
        spacePressedOn = keyword;
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      const keyword = spacePressedOn;
      spacePressedOn = null;
      if (keyword && event.target === keyword) activate.current(keyword);
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
  }, [scope]);
}
