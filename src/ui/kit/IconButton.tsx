import type { ButtonHTMLAttributes, Ref } from 'react';
import { classNames } from './classNames';
import { ensureKitStyles } from './kitStyles';

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Named for screen readers: an icon alone says nothing. */
  'aria-label': string;
  size?: 'small' | 'medium';
  color?: 'default' | 'inherit' | 'primary';
  /** Pulls the button to the start or end edge of its row, as MUI's `edge`. */
  edge?: 'start' | 'end' | false;
  ref?: Ref<HTMLButtonElement>;
};

/** A round button that shows an icon (its children, an SVG of 1em). */
export function IconButton({
  size = 'medium',
  color = 'default',
  edge = false,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  ensureKitStyles();
  return (
    <button
      type={type}
      {...rest}
      data-color={color}
      className={classNames(
        'courses-icon-button',
        size === 'small' && 'courses-icon-button-small',
        edge && `courses-icon-button-${edge}`,
        className,
      )}
    />
  );
}
