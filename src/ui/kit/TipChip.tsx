import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { Chip } from './Chip';
import { ensureKitStyles } from './kitStyles';

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * A small label with a tooltip (WCAG 1.4.13), in place of MUI's Tooltip and its positioning
 * engine, which weighed more than the lists that show such labels. The label takes keyboard
 * focus, so the tooltip opens by keyboard as well as by pointer, and the tooltip text
 * describes it for screen readers. It stays while the pointer is over the label or the
 * tooltip itself, or the label has focus; Escape hides it.
 */
export function TipChip({
  label,
  tip,
  icon,
  testId,
}: {
  label: string;
  tip: string;
  icon?: ReactNode;
  testId?: string;
}) {
  ensureKitStyles();
  const tipId = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <span
      className="courses-tip-chip"
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
    >
      <Chip
        tabIndex={0}
        size="small"
        variant="outlined"
        label={label}
        aria-describedby={tipId}
        {...(testId ? { 'data-testid': testId } : {})}
        {...(icon ? { icon } : {})}
        onFocus={(event: FocusEvent<HTMLSpanElement>) => {
          if (focusVisible(event.currentTarget)) setOpen(true);
        }}
        onBlur={() => setOpen(false)}
      />
      <span id={tipId} role="tooltip" className="courses-tip" hidden={!open}>
        {tip}
      </span>
    </span>
  );
}
