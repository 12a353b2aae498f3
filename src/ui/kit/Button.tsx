import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './classNames';
import { ensureKitStyles, type ButtonColor } from './kitStyles';

export interface ButtonLook {
  /** Text (the default), outlined or filled, as MUI's buttons. */
  variant?: 'text' | 'outlined' | 'contained' | undefined;
  color?: ButtonColor | undefined;
  size?: 'small' | 'medium' | 'large' | undefined;
  startIcon?: ReactNode | undefined;
  endIcon?: ReactNode | undefined;
  fullWidth?: boolean | undefined;
}

export type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export type LinkButtonProps = ButtonLook &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

function lookOf(look: ButtonLook, className: string | undefined) {
  ensureKitStyles();
  const { variant = 'text', color = 'primary', size = 'medium', fullWidth = false } = look;
  return {
    className: classNames(
      'courses-button',
      `courses-button-${variant}`,
      size !== 'medium' && `courses-button-${size}`,
      fullWidth && 'courses-button-full',
      className,
    ),
    'data-color': color,
  };
}

function content(look: ButtonLook, children: ReactNode) {
  return (
    <>
      {look.startIcon ? <span className="courses-button-start">{look.startIcon}</span> : null}
      {children}
      {look.endIcon ? <span className="courses-button-end">{look.endIcon}</span> : null}
    </>
  );
}

/** A button's or link's own props split from its look and content. */
function splitLook<P extends ButtonLook & { className?: string | undefined; children?: ReactNode }>(
  props: P,
) {
  const { variant, color, size, startIcon, endIcon, fullWidth, className, children, ...rest } =
    props;
  const look = { variant, color, size, startIcon, endIcon, fullWidth };
  return { rest, drawn: { ...lookOf(look, className), children: content(look, children) } };
}

/** The widgets' button (kitStyles.ts): a native button, `type="button"` unless told. */
export function Button({ type = 'button', ...props }: ButtonProps) {
  const { rest, drawn } = splitLook(props);
  return <button type={type} {...rest} {...drawn} />;
}

/** A link that looks like a button: it goes somewhere rather than doing something. */
export function LinkButton(props: LinkButtonProps) {
  const { rest, drawn } = splitLook(props);
  return <a {...rest} {...drawn} />;
}
