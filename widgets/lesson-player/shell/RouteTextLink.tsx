import type { ComponentProps } from 'react';
import { TextLink } from '@courses/runtime';
import { useRouteLink } from '../router';

type RouteTextLinkProps = Omit<ComponentProps<typeof TextLink>, 'href'> & {
  /** An absolute path inside the router, e.g. /course/module/. */
  to: string;
};

/** A link in running text (the theme's link look) to a view of the player. */
export function RouteTextLink({ to, onClick, ...rest }: RouteTextLinkProps) {
  return <TextLink {...rest} {...useRouteLink(to, onClick)} />;
}
