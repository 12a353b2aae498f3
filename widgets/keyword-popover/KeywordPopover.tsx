import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Popper from '@mui/material/Popper';
import type { KeywordPopoverProps } from './props';
import { KeywordCard } from './KeywordCard';
import { POPOVER_ATTRIBUTE, isButtonLike, keywordIdOf } from './keywordElements';
import { useDismiss } from './useDismiss';
import { useKeywordActivation } from './useKeywordActivation';
import { useKeywordDefinition } from './useKeywordDefinition';

interface OpenKeyword {
  anchor: HTMLElement;
  keywordId: string;
  term: string;
  /** Changes on every opening, so the card remounts and takes focus again. */
  opening: number;
}

/** Space kept between the popover and the window's edges. */
const EDGE = 8;
/** The card's own height limit (28rem at the default font size). */
const CARD_MAX_HEIGHT = 448;

/**
 * Where the popover opens and how tall its card may be: on the side of the keyword with more
 * room (below unless above has more), no taller than that room, so it fits the window and
 * reads without scrolling the page (which would close it).
 */
function fitToWindow(anchor: Element): { placement: 'bottom-start' | 'top-start'; room: number } {
  const box = anchor.getBoundingClientRect();
  const below = window.innerHeight - box.bottom - 2 * EDGE;
  const above = box.top - 2 * EDGE;
  const placement = below >= Math.min(CARD_MAX_HEIGHT, above) ? 'bottom-start' : 'top-start';
  return {
    placement,
    room: Math.max(96, Math.floor(placement === 'bottom-start' ? below : above)),
  };
}

/** Stable, so Popper does not rebuild its positioning on every render. */
const POPPER_MODIFIERS = [
  { name: 'offset', options: { offset: [0, EDGE] } },
  { name: 'preventOverflow', options: { padding: EDGE } },
  // The side is chosen from the room there is (fitToWindow), not flipped afterwards.
  { name: 'flip', enabled: false },
];

/**
 * Keyword definitions in a popover (spec sections 1 and 4). The widget renders nothing in its
 * slot: it listens for keywords inside `scope` and opens a non-modal dialog next to the one
 * the reader activated, so the reading around it stays usable.
 */
export function KeywordPopover({ scope }: KeywordPopoverProps) {
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
  useKeywordActivation(scope, activate);

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
  const fit = fitToWindow(open.anchor);
  return (
    <Popper
      open
      ref={popoverRef}
      anchorEl={open.anchor}
      placement={fit.placement}
      // Fixed: a popover at the end of a short page must not lengthen it, or the page's scroll
      // position shifts and that scroll closes it again.
      popperOptions={{ strategy: 'fixed' }}
      modifiers={POPPER_MODIFIERS}
      role="dialog"
      aria-labelledby={headingId}
      {...{ [POPOVER_ATTRIBUTE]: '' }}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      style={{ ['--keyword-room' as string]: `${fit.room}px` }}
      data-testid="keyword-popover.popover"
    >
      <KeywordCard
        key={open.opening}
        headingId={headingId}
        keywordId={open.keywordId}
        term={open.term}
        definition={stateOf(open.keywordId)}
        onClose={close}
      />
    </Popper>
  );
}
