import { useId, useState } from 'react';
import { Chip, LockIcon, JUNIOR_TOOLTIP, PREMIUM_TOOLTIP, VISUALLY_HIDDEN } from '@courses/runtime';
import { ensureContentBrowserStyles } from './contentBrowserStyles';

/**
 * The lock label of spec section 6 with its tooltip. The tooltip is a few lines of markup
 * rather than MUI's Tooltip (and its positioning engine), which would weigh more than the
 * whole list: it opens on hover and keyboard focus, stays while hovered, closes on Escape, and
 * its text always describes the label for screen readers.
 */
export function LockLabel({ lock }: { lock: 'premium' | 'junior' }) {
  ensureContentBrowserStyles();
  const [open, setOpen] = useState(false);
  const tipId = useId();
  return (
    <span
      className="courses-content-browser-lock"
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
      />
      <span
        role="tooltip"
        id={tipId}
        {...(open ? { className: 'courses-content-browser-tip' } : { style: VISUALLY_HIDDEN })}
      >
        {lock === 'junior' ? JUNIOR_TOOLTIP : PREMIUM_TOOLTIP}
      </span>
    </span>
  );
}
