import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';
import { ensureKitStyles } from './kitStyles';

export type ChipProps = HTMLAttributes<HTMLSpanElement> & {
  label: ReactNode;
  icon?: ReactNode;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined';
};

/** A short label in a pill (a lock, a content kind), not a control. */
export function Chip({
  label,
  icon,
  size = 'medium',
  variant = 'filled',
  className,
  ...rest
}: ChipProps) {
  ensureKitStyles();
  return (
    <span
      {...rest}
      className={classNames(
        'courses-chip',
        size === 'small' && 'courses-chip-small',
        variant === 'outlined' && 'courses-chip-outlined',
        className,
      )}
    >
      {icon ? <span className="courses-chip-icon">{icon}</span> : null}
      <span className="courses-chip-label">{label}</span>
    </span>
  );
}
