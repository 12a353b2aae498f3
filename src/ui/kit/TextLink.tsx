import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { classNames } from './classNames';
import { ensureKitStyles } from './kitStyles';

type Underline = 'always' | 'hover' | 'none';

const linkClass = (underline: Underline, className: string | undefined) =>
  classNames('courses-link', underline !== 'always' && `courses-link-${underline}`, className);

export type TextLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  underline?: Underline;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link in the theme's primary colour (MUI's Link). */
export function TextLink({ underline = 'always', className, ...rest }: TextLinkProps) {
  ensureKitStyles();
  return <a {...rest} className={linkClass(underline, className)} />;
}

export type TextButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  underline?: Underline;
  ref?: Ref<HTMLButtonElement>;
};

/** A button drawn as a link: an action in running text (MUI's `Link component="button"`). */
export function TextButton({
  underline = 'always',
  className,
  type = 'button',
  ...rest
}: TextButtonProps) {
  ensureKitStyles();
  return (
    <button
      type={type}
      {...rest}
      className={linkClass(underline, classNames('courses-link-button', className))}
    />
  );
}
