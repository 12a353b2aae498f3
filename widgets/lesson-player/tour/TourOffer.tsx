import { useId, type Ref } from 'react';
import { Alert, Button } from '@courses/runtime';
import { NOT_NOW, OFFER_TEXT, OFFER_TITLE, TAKE_THE_TOUR } from './messages';

interface TourOfferProps {
  onTakeTour: () => void;
  onNotNow: () => void;
  ref?: Ref<HTMLDivElement>;
}

const SPACED = { margin: 16 };
const ACTIONS = { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 } as const;

/**
 * The offer of a tour, at the top of the player. A named region, not an alert or a dialog: it
 * appears as the page loads, and must neither be announced over what a screen reader is
 * reading nor take focus from where the person or another flow put it.
 */
export function TourOffer({ onTakeTour, onNotNow, ref }: TourOfferProps) {
  const titleId = useId();
  return (
    <Alert
      {...(ref ? { ref } : {})}
      role="region"
      aria-labelledby={titleId}
      severity="info"
      data-testid="lesson-player.tour-offer"
      style={SPACED}
      title={OFFER_TITLE}
      titleId={titleId}
    >
      {OFFER_TEXT}
      <div style={ACTIONS}>
        <Button variant="contained" size="small" aria-haspopup="dialog" onClick={onTakeTour}>
          {TAKE_THE_TOUR}
        </Button>
        <Button size="small" onClick={onNotNow}>
          {NOT_NOW}
        </Button>
      </div>
    </Alert>
  );
}
