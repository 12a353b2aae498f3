import { useId, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NOT_NOW, OFFER_TEXT, OFFER_TITLE, TAKE_THE_TOUR } from './messages';

interface TourOfferProps {
  onTakeTour: () => void;
  onNotNow: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The offer of a tour, at the top of the player. A named region, not an alert or a dialog: it
 * appears as the page loads, and must neither be announced over what a screen reader is
 * reading nor take focus from where the person or another flow put it.
 */
export function TourOffer({ onTakeTour, onNotNow, ref }: TourOfferProps) {
  const titleId = useId();
  return (
    <Alert
      ref={ref}
      role="region"
      aria-labelledby={titleId}
      severity="info"
      data-testid="lesson-player.tour-offer"
      sx={{ m: 2 }}
    >
      <AlertTitle id={titleId}>{OFFER_TITLE}</AlertTitle>
      {OFFER_TEXT}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="contained" size="small" aria-haspopup="dialog" onClick={onTakeTour}>
          {TAKE_THE_TOUR}
        </Button>
        <Button size="small" onClick={onNotNow}>
          {NOT_NOW}
        </Button>
      </Box>
    </Alert>
  );
}
