import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeywordPopoverProps } from './props';
import { preloadMarkup } from './KeywordCard';
import { isButtonLike, keywordIdOf } from './keywordElements';
import KeywordPopper from './KeywordPopper';
import { useDismiss } from './useDismiss';
import type { ActivationRelay } from './keywordActivation';
import { useKeywordActivation } from './useKeywordActivation';
import { useKeywordDefinition } from './useKeywordDefinition';

interface OpenKeyword {
  anchor: HTMLElement;
  keywordId: string;
  term: string;
  /** Changes on every opening, so the card remounts and takes focus again. */
  opening: number;
}

/**
 * Keyword definitions in a popover (spec sections 1 and 4). The widget renders nothing in its
 * slot: it listens for keywords inside `scope` and opens a non-modal dialog next to the one
 * the reader activated, so the reading around it stays usable.
 */
export function KeywordPopover({
  scope,
  activations,
}: KeywordPopoverProps & {
  /** Activations the light mount watched (see mount.ts); without it the widget watches itself. */
  activations?: ActivationRelay;
}) {
  const [open, setOpen] = useState<OpenKeyword | null>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { load, stateOf } = useKeywordDefinition();

  const activate = useCallback(
    (anchor: HTMLElement) => {
      const keywordId = keywordIdOf(anchor);
      if (keywordId === null) return;
      const term = anchor.textContent?.trim() ?? '';
      setOpen((current) => ({ anchor, keywordId, term, opening: (current?.opening ?? 0) + 1 }));
      load(keywordId);
    },
    [load],
  );
  // The markup renderer is fetched when a reader first points at or focuses a keyword.
  useKeywordActivation(scope, activate, preloadMarkup, activations);

  const close = useCallback(() => {
    if (!open) return;
    const { anchor } = open;
    setOpen(null);
    // Focus goes back to the keyword unless the reader has put it somewhere else (a click on a
    // field, say); when it was in the popover it would otherwise fall back to the page top.
    const active = document.activeElement;
    const focusWasInPopover = popoverRef.current?.contains(active) ?? false;
    const focusIsNowhere = active === null || active === document.body;
    if (anchor.isConnected && (focusWasInPopover || focusIsNowhere)) {
      anchor.focus({ preventScroll: true });
    }
  }, [open]);
  useDismiss({ popover: popoverRef, anchor: open?.anchor ?? null, scope, onDismiss: close });

  // Tells assistive technology which keyword's popover is showing.
  useEffect(() => {
    const anchor = open?.anchor;
    if (!anchor || !isButtonLike(anchor)) return;
    anchor.setAttribute('aria-expanded', 'true');
    return () => anchor.setAttribute('aria-expanded', 'false');
  }, [open?.anchor]);

  if (!open) return null;
  return (
    <KeywordPopper
      ref={popoverRef}
      anchor={open.anchor}
      opening={open.opening}
      headingId={headingId}
      keywordId={open.keywordId}
      term={open.term}
      definition={stateOf(open.keywordId)}
      onClose={close}
    />
  );
}
