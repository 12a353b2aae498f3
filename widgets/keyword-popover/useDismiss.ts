import { useEffect, useRef, type RefObject } from 'react';
import { keywordAt } from './keywordElements';

/** A page scroll of at most this much is the browser keeping its place, not the reader. */
const NUDGE_PX = 2;

export type DismissReason = 'outside-click' | 'outside-scroll' | 'escape' | 'anchor-removed';

interface DismissOptions {
  /** The popover's root; clicks and scrolls inside it keep it open. */
  popover: RefObject<HTMLElement | null>;
  anchor: HTMLElement | null;
  scope: string;
  onDismiss: (reason: DismissReason) => void;
}

/**
 * Closes an open popover on an outside click, an outside scroll (spec section 4), Escape, or
 * when the content it points at is removed. A click on another keyword is not "outside": that
 * keyword opens in its place.
 */
export function useDismiss({ popover, anchor, scope, onDismiss }: DismissOptions) {
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!anchor) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (popover.current?.contains(target) ?? false);

    const onClick = (event: MouseEvent) => {
      if (inside(event.target) || keywordAt(event.target, scope)) return;
      dismiss.current('outside-click');
    };
    // Where the page stood when the popover opened. Opening it can make the browser nudge the
    // page by a pixel to keep its place (scroll anchoring); that is not the reader scrolling.
    const openedAt = { x: window.scrollX, y: window.scrollY };
    const onScroll = (event: Event) => {
      if (inside(event.target)) return;
      const pageScroll = event.target === document || event.target === document.documentElement;
      const moved =
        Math.abs(window.scrollX - openedAt.x) + Math.abs(window.scrollY - openedAt.y) > NUDGE_PX;
      if (!pageScroll || moved) dismiss.current('outside-scroll');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dismiss.current('escape');
    };
    const observer = new MutationObserver(() => {
      if (!anchor.isConnected) dismiss.current('anchor-removed');
    });

    document.addEventListener('click', onClick);
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    document.addEventListener('keydown', onKeyDown);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('scroll', onScroll, { capture: true });
      document.removeEventListener('keydown', onKeyDown);
      observer.disconnect();
    };
  }, [anchor, popover, scope]);
}
