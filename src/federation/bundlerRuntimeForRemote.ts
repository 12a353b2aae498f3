/**
 * What a remote's build gets for `@module-federation/webpack-bundler-runtime/dist/bundler.js`:
 * the same object shape, with the loader's published functions and this build's own federation
 * runtime (whose module state, such as its instance, must stay per build). Evaluated when the
 * remote entry runs, which only the loader starts, after it has published.
 */
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL, type PublishedBundlerRuntime } from './bundlerRuntimeGlobal';

const published = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as
  PublishedBundlerRuntime | undefined;
if (!published) {
  throw new Error('[courses] widgets are started by the courses loader (loader.js); load it first');
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // Own objects per build: only the functions are shared.
  bundlerRuntime: { ...published.bundlerRuntime, S: {} },
  attachShareScopeMap: published.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
export default federation;
