import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext } from 'react-router';

export interface RouteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An absolute path inside the router (under its basename), e.g. /course/module/. */
  to: string;
}

/** The basename and the path joined as react-router does (one slash between them). */
export function routeHref(basename: string, to: string): string {
  if (basename === '/') return to;
  return to === '/' ? basename : `${basename}/${to}`.replace(/\/\/+/g, '/');
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to an absolute path inside the player's router, for links that stay on screen while
 * the reader moves between steps (the course drawer). react-router's Link reads the location
 * to resolve relative paths, so every Link re-renders on every move; this one reads only the
 * router's navigator, which does not change, and so renders once. A plain click navigates in
 * the page (replacing the entry when the path is the current one, as Link does); a click with
 * a modifier, or another button, is the browser's.
 */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink(
  { to, onClick, ...rest },
  ref,
) {
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const path = routeHref(basename, to);
  const href = navigator.createHref({ pathname: path });
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    // A data router adds the basename itself; the declarative routers' history does not.
    const current = dataRouter
      ? dataRouter.router.state.location.pathname
      : (navigator as { location?: { pathname: string } }).location?.pathname;
    const target = dataRouter ? to : path;
    if (current === path) navigator.replace(target);
    else navigator.push(target);
  };
  return <a {...rest} ref={ref} href={href} onClick={navigate} />;
});
