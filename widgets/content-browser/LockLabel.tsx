import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { JUNIOR_TOOLTIP, PREMIUM_TOOLTIP, VISUALLY_HIDDEN } from '@courses/runtime';

function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}

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
