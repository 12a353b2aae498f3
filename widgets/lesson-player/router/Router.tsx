import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type Location,
  type NavigationType,
} from './history';
import { matchRoutes, type Params, type RouteObject } from './matchRoutes';

interface Navigation {
  history: History;
  /** The base path without its trailing slash ('/' for none). */
  basename: string;
}

interface CurrentLocation {
  /** The location under the base path: its pathname starts after the base. */
  location: Location;
  action: NavigationType;
}

const NavigationContext = createContext<Navigation | null>(null);
const LocationContext = createContext<CurrentLocation | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({
  outlet: null,
  params: {},
});

const normalizeBase = (basename: string) => basename.replace(/\/+$/, '') || '/';

/** The basename and a path under it joined with one slash between them. */
export function routeHref(basename: string, to: string): string {
  const base = normalizeBase(basename);
  if (base === '/') return to;
  return to === '/' ? base : `${base}/${to}`.replace(/\/\/+/g, '/');
}

/** The path under the base, or null when the path is outside it (case-insensitive). */
function underBase(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const rest = pathname.slice(basename.length);
  if (rest !== '' && !rest.startsWith('/')) return null;
  return rest || '/';
}

/**
 * Renders its routes for `history`'s location under `basename`, and nothing when the location
 * is outside it. A move renders the new view in the task of the click or key that made it (no
 * transition), so it commits at once.
 */
export function Router({
  history,
  basename = '/',
  children,
}: {
  history: History;
  basename?: string;
  children: ReactNode;
}) {
  const base = normalizeBase(basename);
  const [state, setState] = useState(() => ({
    location: history.location,
    action: history.action,
  }));
  useLayoutEffect(() => {
    const update = () => setState({ location: history.location, action: history.action });
    // A move made between the first render and this effect.
    if (history.location !== state.location) update();
    return history.listen(update);
    // state.location is read once, when subscribing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history]);
  const navigation = useMemo(() => ({ history, basename: base }), [history, base]);
  const pathname = underBase(state.location.pathname, base);
  const current = useMemo(
    () =>
      pathname === null
        ? null
        : { location: { ...state.location, pathname }, action: state.action },
    [state, pathname],
  );
  if (current === null) return null;
  return (
    <NavigationContext.Provider value={navigation}>
      <LocationContext.Provider value={current}>{children}</LocationContext.Provider>
    </NavigationContext.Provider>
  );
}

/** The address bar's router: its views are the page's addresses under `basename`. */
export function BrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return (
    <Router history={history} basename={basename ?? '/'}>
      {children}
    </Router>
  );
}

/** A router with a history of its own, starting at the last of `initialEntries`. */
export function MemoryRouter({
  basename,
  initialEntries,
  children,
}: {
  basename?: string;
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries ?? ['/']));
  return (
    <Router history={history} basename={basename ?? '/'}>
      {children}
    </Router>
  );
}

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('[courses] used outside the player’s router');
  return navigation;
}

function useCurrent(): CurrentLocation {
  const current = useContext(LocationContext);
  if (!current) throw new Error('[courses] used outside the player’s router');
  return current;
}

/** The location under the base path. */
export function useLocation(): Location {
  return useCurrent().location;
}

/** How the current location was reached: a push, a replace or back and forward (POP). */
export function useNavigationType(): NavigationType {
  return useCurrent().action;
}

/** The params of the matched route (its parents' included). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

/** Moves to an absolute path under the base path; stable for the router's life. */
export function useNavigate(): NavigateFunction {
  const { history, basename } = useNavigation();
  return useCallback(
    (to, options) => {
      const path = routeHref(basename, to);
      if (options?.replace) history.replace(path);
      else history.push(path);
    },
    [history, basename],
  );
}

/** Moves to `to` once rendered (a redirect). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** The matched child route's element, where a parent route renders it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The element of the route the location matches, inside its parents' elements. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!match) return null;
  return match.routes.reduceRight<ReactNode>(
    (outlet, route) => (
      <RouteContext.Provider value={{ outlet, params: match.params }}>
        {route.element === undefined ? outlet : route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Renders `routes` (a component for `useRoutes`). */
export function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An absolute path inside the router (under its basename), e.g. /course/module/. */
  to: string;
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
 * The href and click handler of a link to an absolute path inside the router, for an anchor of
 * any look. It reads only the router's history, which does not change, so a link renders once
 * however the reader moves (links that stay on screen, as in the course drawer, do not
 * re-render on every step). A plain click navigates in the page, replacing the entry when the
 * path is the current one; a click with a modifier, or another button, is the browser's.
 */
export function useRouteLink(
  to: string,
  onClick?: MouseEventHandler<HTMLAnchorElement>,
): { href: string; onClick: MouseEventHandler<HTMLAnchorElement> } {
  const { history, basename } = useNavigation();
  const path = routeHref(basename, to);
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    if (history.location.pathname === path) history.replace(path);
    else history.push(path);
  };
  return { href: path, onClick: navigate };
}

/** A link to an absolute path inside the router (useRouteLink). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, onClick, ...rest },
  ref,
) {
  return <a {...rest} ref={ref} {...useRouteLink(to, onClick)} />;
});
