export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  /** The whole path, base path included, as in the address bar. */
  pathname: string;
  search: string;
  hash: string;
  /** Tells history entries apart: a move to another entry changes it. */
  key: string;
}

/** Where the router's location comes from: the address bar, or a list of its own. */
export interface History {
  readonly location: Location;
  /** How the current location was reached. */
  readonly action: NavigationType;
  push(path: string): void;
  replace(path: string): void;
  listen(listener: () => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function parsePath(path: string, key: string): Location {
  const url = new URL(path, 'http://router.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

function listeners() {
  const all = new Set<() => void>();
  return {
    add(listener: () => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    notify: () => all.forEach((listener) => listener()),
  };
}

/** The address bar's history: push and replace its entries, follow back and forward. */
export function createBrowserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const state: unknown = window.history.state;
    const key =
      typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string'
        ? state.key
        : 'default';
    return { pathname, search, hash, key };
  };
  let location = read();
  let action: NavigationType = 'POP';
  const subscribers = listeners();
  const go = (path: string, to: NavigationType) => {
    const key = newKey();
    if (to === 'PUSH') window.history.pushState({ key }, '', path);
    else window.history.replaceState({ key }, '', path);
    location = read();
    action = to;
    subscribers.notify();
  };
  const popped = () => {
    location = read();
    action = 'POP';
    subscribers.notify();
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (path) => go(path, 'PUSH'),
    replace: (path) => go(path, 'REPLACE'),
    // Back and forward are followed while someone listens (the router, while mounted).
    listen(listener) {
      window.addEventListener('popstate', popped);
      const remove = subscribers.add(listener);
      return () => {
        window.removeEventListener('popstate', popped);
        remove();
      };
    },
  };
}

/** A history of its own, for a player whose views are not the page's address (and tests). */
export function createMemoryHistory(initialEntries: string[]): History {
  const entries = initialEntries.map((path) => parsePath(path, newKey()));
  if (entries.length === 0) entries.push(parsePath('/', 'default'));
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const subscribers = listeners();
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    push(path) {
      entries.splice(index + 1, entries.length, parsePath(path, newKey()));
      index = entries.length - 1;
      action = 'PUSH';
      subscribers.notify();
    },
    replace(path) {
      entries[index] = parsePath(path, newKey());
      action = 'REPLACE';
      subscribers.notify();
    },
    listen: subscribers.add,
  };
}
