/**
 * What a remote's build gets for `@module-federation/webpack-bundler-runtime/dist/bundler.js`:
 * the same object shape, with the loader's published functions and a federation runtime of this
 * build's own (whose state, such as its instance, must stay per build), made by the loader.
 * Evaluated when the remote entry runs, which only the loader starts, after it has published.
 */
import { BUNDLER_RUNTIME_GLOBAL, type PublishedBundlerRuntime } from './bundlerRuntimeGlobal';

/** Set per build by the federation plugin: `<container name>:<version>`. */
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

const published = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as
  PublishedBundlerRuntime | undefined;
if (!published) {
  throw new Error('[courses] widgets are started by the courses loader (loader.js); load it first');
}

const federation = {
  runtime: published.createRuntime(
    typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '',
  ),
  instance: undefined,
  initOptions: undefined,
  // Own objects per build: only the functions are shared.
  bundlerRuntime: { ...published.bundlerRuntime, S: {} },
  attachShareScopeMap: published.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
export default federation;
