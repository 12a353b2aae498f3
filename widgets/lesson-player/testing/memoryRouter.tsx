import { Router, Routes, createMemoryHistory, type History, type RouteObject } from '../router';

/** A router with a history of its own that a test can read, as react-router's data routers. */
export interface TestRouter {
  routes: RouteObject[];
  basename: string;
  history: History;
  /** The current location (its pathname with the base path) and how it was reached. */
  readonly state: { location: History['location']; historyAction: History['action'] };
}

export function createMemoryRouter(
  routes: RouteObject[],
  { basename = '/', initialEntries = ['/'] }: { basename?: string; initialEntries?: string[] } = {},
): TestRouter {
  const history = createMemoryHistory(initialEntries);
  return {
    routes,
    basename,
    history,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
  };
}

export function RouterProvider({ router }: { router: TestRouter }) {
  return (
    <Router history={router.history} basename={router.basename}>
      <Routes routes={router.routes} />
    </Router>
  );
}
