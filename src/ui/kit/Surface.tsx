import { createElement, type HTMLAttributes, type Ref } from 'react';
import { classNames } from './classNames';
import { ensureKitStyles } from './kitStyles';

export type SurfaceProps = HTMLAttributes<HTMLElement> & {
  component?: 'div' | 'section' | 'aside' | 'article' | 'nav';
  /** A border (the default) or a shadow, as MUI's Paper. */
  variant?: 'outlined' | 'elevation';
  ref?: Ref<HTMLElement>;
};

/** A white card the widgets' content sits on. */
export function Surface({
  component = 'div',
  variant = 'outlined',
  className,
  ...rest
}: SurfaceProps) {
  ensureKitStyles();
  return createElement(component, {
    ...rest,
    className: classNames(
      'courses-surface',
      variant === 'outlined' && 'courses-surface-outlined',
      className,
    ),
  });
}
