/**
 * Module Federation's webpack glue (`@module-federation/webpack-bundler-runtime`: consumes,
 * sharing, container init) is a set of stateless functions that take the calling build's
 * `__webpack_require__`. Every remote entry would otherwise carry its own copy (about 3.5 kB
 * gzip each); the loader publishes its copy once under this name and the remotes' builds
 * resolve the package to bundlerRuntimeForRemote.ts, which reads it. Loader and remotes are
 * built together from one lockfile, so the functions always match the remotes' generated code.
 *
 * The same goes for `@module-federation/runtime`'s entry points (init, loadShare, ...): a thin
 * wrapper over the runtime core the loader already publishes, plus its error messages (about
 * 1 kB gzip per remote). A remote needs its own wrapper, since the wrapper remembers the
 * build's federation instance, so the loader publishes a function that makes one.
 */
import type { installChunkLoading } from './chunkLoading';

export const BUNDLER_RUNTIME_GLOBAL = '__COURSES_MF_BUNDLER_RUNTIME__';

/** `@module-federation/runtime`'s module, as far as the bundler runtime and remotes use it. */
export type RemoteRuntime = Record<string, unknown>;

/** What the loader publishes: the functions only, never per-build state. */
export interface PublishedBundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: (webpackRequire: unknown) => void;
  /** A fresh `@module-federation/runtime` for the build `buildId` (its own instance). */
  createRuntime: (buildId: string) => RemoteRuntime;
  /**
   * The loader's script loading (`__webpack_require__.l`): the remotes' builds call it for
   * their chunks instead of carrying a copy (webpack.remoteRuntime.ts).
   */
  loadScript: LoadScript;
  /** Chunk loading for a remote's build, in place of its own copy (chunkLoading.ts). */
  installChunkLoading: typeof installChunkLoading;
}

/** webpack's `__webpack_require__.l`: loads `url` once, calling `done` with its load event. */
export type LoadScript = (
  url: string,
  done: (event?: Event) => void,
  key?: string,
  chunkId?: string | number,
) => void;
