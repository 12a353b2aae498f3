import { createElement, type HTMLAttributes, type Ref } from 'react';
import type { TypeVariant } from '../../theme/tokens';
import { classNames } from './classNames';
import { ensureKitStyles } from './kitStyles';

type TextElement = 'p' | 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'strong';

/** The element each type variant is written as unless told (MUI's mapping). */
const ELEMENT: Record<TypeVariant, TextElement> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  button: 'span',
  caption: 'span',
  overline: 'span',
};

export type TextProps = HTMLAttributes<HTMLElement> & {
  variant?: TypeVariant;
  component?: TextElement;
  /** The text's colour: the theme's secondary text, primary, error or success colour. */
  tone?: 'secondary' | 'primary' | 'error' | 'success';
  /** A little space under the text, as MUI's `gutterBottom`. */
  gutterBottom?: boolean;
  ref?: Ref<HTMLElement>;
};

/** Text in one of the theme's type variants, no margin of its own (as MUI's Typography). */
export function Text({
  variant = 'body1',
  component,
  tone,
  gutterBottom = false,
  className,
  ...rest
}: TextProps) {
  ensureKitStyles();
  return createElement(component ?? ELEMENT[variant], {
    ...rest,
    className: classNames(
      'courses-text',
      `courses-text-${variant}`,
      tone && `courses-tone-${tone}`,
      gutterBottom && 'courses-text-gutter',
      className,
    ),
  });
}
