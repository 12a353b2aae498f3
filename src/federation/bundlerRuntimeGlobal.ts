/**
 * Module Federation's webpack glue (`@module-federation/webpack-bundler-runtime`: consumes,
 * sharing, container init) is a set of stateless functions that take the calling build's
 * `__webpack_require__`. Every remote entry would otherwise carry its own copy (about 3.5 kB
 * gzip each); the loader publishes its copy once under this name and the remotes' builds
 * resolve the package to bundlerRuntimeForRemote.ts, which reads it. Loader and remotes are
 * built together from one lockfile, so the functions always match the remotes' generated code.
 */
export const BUNDLER_RUNTIME_GLOBAL = '__COURSES_MF_BUNDLER_RUNTIME__';

/** What the loader publishes: the functions only, never per-build state. */
export interface PublishedBundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: (webpackRequire: unknown) => void;
}
