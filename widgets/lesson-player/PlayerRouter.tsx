import { useMemo } from 'react';
import { BrowserRouter, MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { withViewNavigation } from './viewHeading';

/**
 * The player's router: the address bar when `start` is null (the page is under the base path),
 * otherwise its own history from `start`. Declarative routers: the player loads its own data,
 * and the data router would add about 17 kB (gzip) to every page that mounts it. `routes` must
 * keep its identity (made once by the caller).
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
    <BrowserRouter basename={basePath}>
      <Routes routes={tracked} />
    </BrowserRouter>
  ) : (
    <MemoryRouter basename={basePath} initialEntries={[start]}>
      <Routes routes={tracked} />
    </MemoryRouter>
  );
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
