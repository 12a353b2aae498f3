import { useMemo } from 'react';
import { BrowserRouter, MemoryRouter, Routes, type RouteObject } from '../router';
import { withViewNavigation } from './viewHeading';

/**
 * The player's router: the address bar when `start` is null (the page is under the base path),
 * otherwise its own history from `start`. `routes` must keep its identity (made once by the
 * caller).
 *
 * A move is not a transition: it comes from a click or a key, and the next view renders and
 * commits in that task, at once, instead of in 5 ms slices with frames of the old view painted
 * between them (which made Next about a third slower).
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
