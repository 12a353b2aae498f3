import type { ReactNode } from 'react';

/** A route of the player: the subset of react-router's RouteObject the player uses. */
export interface RouteObject {
  /** Relative to the parent's path (a leading slash is allowed); `:name` segments and `*`. */
  path?: string;
  /** Renders at its parent's path exactly. */
  index?: boolean;
  /** What the route renders; without it the route renders its matched child. */
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

/** A matched path: the routes from the root to the one that matched, and the path's params. */
export interface RouteMatch {
  routes: RouteObject[];
  params: Params;
}

interface Branch {
  path: string;
  index: boolean;
  routes: RouteObject[];
  childIndexes: number[];
  score: number;
}

const PARAM = /^:[\w-]+$/;

/**
 * react-router's ranking, so the same path picks the same route: more segments first, a static
 * segment over a param over an empty one, an index route over its parent, a splat last; equal
 * scores keep the order the routes were given in.
 */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length;
  if (segments.includes('*')) total -= 2;
  if (index) total += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

function flatten(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: RouteObject[] = [],
  parentIndexes: number[] = [],
  parentPath = '',
): Branch[] {
  routes.forEach((route, i) => {
    const path = joinPaths(parentPath, route.path ?? '');
    const chain = [...parents, route];
    const childIndexes = [...parentIndexes, i];
    if (route.children?.length) flatten(route.children, branches, chain, childIndexes, path);
    // A route without a path only matches through its children, unless it is an index route.
    if (route.path === undefined && !route.index) return;
    const index = route.index === true;
    branches.push({ path, index, routes: chain, childIndexes, score: score(path, index) });
  });
  return branches;
}

/** Siblings keep the order they were given in; other ties are left as they are. */
function compareSiblings(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

function rank(routes: RouteObject[]): Branch[] {
  return flatten(routes).sort((a, b) =>
    a.score !== b.score ? b.score - a.score : compareSiblings(a.childIndexes, b.childIndexes),
  );
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  return { pattern: new RegExp(source, 'i'), names };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const ranked = new WeakMap<RouteObject[], { branch: Branch; pattern: RegExp; names: string[] }[]>();

/** The routes a path (relative to the router's base) renders, or null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch | null {
  let compiled = ranked.get(routes);
  if (!compiled) {
    compiled = rank(routes).map((branch) => ({ branch, ...compile(branch.path) }));
    ranked.set(routes, compiled);
  }
  for (const { branch, pattern, names } of compiled) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    names.forEach((name, i) => {
      const value = found[i + 1];
      params[name] = value === undefined ? (name === '*' ? '' : undefined) : decode(value);
    });
    return { routes: branch.routes, params };
  }
  return null;
}
