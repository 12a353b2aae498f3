import { useMemo } from 'react';
import { BrowserRouter, MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { withViewNavigation } from './viewHeading';

/**
 * The player's router: the address bar when `start` is null (the page is under the base path),
 * otherwise its own history from `start`. Declarative routers: the player loads its own data,
 * and the data router would add about 17 kB (gzip) to every page that mounts it. `routes` must
 * keep its identity (made once by the caller).
 *
 * Navigations are not transitions (useTransitions false): a move comes from a click or a key,
 * and the next view renders and commits in that task, at once, instead of in 5 ms slices with
 * frames of the old view painted between them (which made Next about a third slower).
 */
export function PlayerRouter({
  routes,
  basePath,
  start,
}: {
  routes: RouteObject[];
  basePath: string;
  start: string | null;
}) {
  const tracked = useMemo(() => withViewNavigation(routes), [routes]);
  return start === null ? (
    <BrowserRouter basename={basePath} useTransitions={false}>
      <Routes routes={tracked} />
    </BrowserRouter>
  ) : (
    <MemoryRouter basename={basePath} initialEntries={[start]} useTransitions={false}>
      <Routes routes={tracked} />
    </MemoryRouter>
  );
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
