/**
 * The player's router: the few parts of react-router the player uses (declarative routes with
 * params, index and catch-all routes, nested layouts, links, redirects, the address bar or a
 * history of its own), in about 2 kB instead of react-router's 13 kB (gzip), which no tree
 * shaking reduces: its routers share one module.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Router,
  Routes,
  routeHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteLink,
  useRoutes,
} from './Router';
export type { LinkProps, NavigateFunction } from './Router';
export { createBrowserHistory, createMemoryHistory } from './history';
export type { History, Location, NavigationType } from './history';
export { matchRoutes } from './matchRoutes';
export type { Params, RouteMatch, RouteObject } from './matchRoutes';
