import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { LockIcon, JUNIOR_TOOLTIP, PREMIUM_TOOLTIP, VISUALLY_HIDDEN } from '@courses/runtime';

const BUBBLE = {
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  zIndex: 1,
  width: 'max-content',
  maxWidth: '16rem',
  px: 1,
  py: 0.5,
  borderRadius: 1,
  bgcolor: 'grey.800',
  color: 'common.white',
  fontSize: '0.75rem',
} as const;

/**
 * The lock label of spec section 6 with its tooltip. The tooltip is a few lines of markup
 * rather than MUI's Tooltip (and its positioning engine), which would weigh more than the
 * whole list: it opens on hover and keyboard focus, stays while hovered, closes on Escape, and
 * its text always describes the label for screen readers.
 */
export function LockLabel({ lock }: { lock: 'premium' | 'junior' }) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <Chip
        tabIndex={0}
        size="small"
        variant="outlined"
        icon={<LockIcon />}
        label={lock === 'junior' ? 'Jr.' : 'Premium'}
        aria-describedby={tipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        data-testid="content-browser.lock"
        sx={{
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      />
      <Box component="span" role="tooltip" id={tipId} sx={open ? BUBBLE : VISUALLY_HIDDEN}>
        {lock === 'junior' ? JUNIOR_TOOLTIP : PREMIUM_TOOLTIP}
      </Box>
    </Box>
  );
}
