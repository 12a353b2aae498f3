import { useId } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { RATING_STARS } from './feedbackMessage';

/** Spec section 9: stars of size 22. */
const STAR_SIZE_PX = 22;

/** The optional five-star rating; a second press on the chosen star clears it. */
export function RatingField({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
      <Typography id={labelId} component="span" variant="body2">
        Rating (optional)
      </Typography>
      <Rating
        name={`${labelId}-rating`}
        role="radiogroup"
        aria-labelledby={labelId}
        max={RATING_STARS}
        value={value}
        disabled={disabled}
        onChange={(_event, next) => onChange(next !== null && Number.isInteger(next) ? next : null)}
        sx={{ fontSize: STAR_SIZE_PX }}
      />
    </Box>
  );
}
