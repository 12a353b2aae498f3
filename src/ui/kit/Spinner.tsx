import type { HTMLAttributes } from 'react';
import { classNames } from './classNames';
import { ensureKitStyles } from './kitStyles';

export type SpinnerProps = HTMLAttributes<HTMLSpanElement> & { size?: number };

/**
 * A turning ring for work under way (MUI's indeterminate CircularProgress). A progress bar for
 * screen readers unless the caller hides it beside a written status.
 */
export function Spinner({ size = 40, className, style, ...rest }: SpinnerProps) {
  ensureKitStyles();
  const hidden = rest['aria-hidden'] === true || rest['aria-hidden'] === 'true';
  return (
    <span
      {...(hidden ? {} : { role: 'progressbar' })}
      {...rest}
      className={classNames('courses-spinner', className)}
      style={{ width: size, height: size, ...style }}
    >
      <svg viewBox="22 22 44 44" width={size} height={size} aria-hidden="true" focusable="false">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
