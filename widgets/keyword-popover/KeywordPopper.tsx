import { forwardRef } from 'react';
import Popper from '@mui/material/Popper';
import { KeywordCard } from './KeywordCard';
import { POPOVER_ATTRIBUTE } from './keywordElements';
import type { DefinitionState } from './useKeywordDefinition';

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

interface KeywordPopperProps {
  anchor: HTMLElement;
  /** Changes on every opening, so the card remounts and takes focus again. */
  opening: number;
  headingId: string;
  keywordId: string;
  term: string;
  definition: DefinitionState;
  onClose: () => void;
}

/** The open popover: a non-modal dialog next to the keyword, holding its card. */
const KeywordPopper = forwardRef<HTMLDivElement, KeywordPopperProps>(function KeywordPopper(
  { anchor, opening, headingId, keywordId, term, definition, onClose },
  ref,
) {
  const fit = fitToWindow(anchor);
  return (
    <Popper
      open
      ref={ref}
      anchorEl={anchor}
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
        key={opening}
        headingId={headingId}
        keywordId={keywordId}
        term={term}
        definition={definition}
        onClose={onClose}
      />
    </Popper>
  );
});

export default KeywordPopper;
